import { Globe } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { useUpdateLocale } from '@/web/features/auth/api/auth-actions';
import { changeLanguage, type Language } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { useMe } from '@/web/lib/session';

/**
 * One button that offers the other language, written in that language (ខ្មែរ / English). A signed-in
 * user's choice is also kept on the account, for the language of e-mails.
 */
export function LanguageSwitch({ className, onChanged }: { className?: string; onChanged?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const { data: me } = useMe();
  const { mutate: rememberLocale } = useUpdateLocale();
  const target: Language = i18n.language === 'en' ? 'km' : 'en';

  const onClick = () => {
    changeLanguage(target)
      .then(() => onChanged?.())
      .catch(() => undefined);
    if (me) rememberLocale(target);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      lang={target}
      title={t('changeLanguage')}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white/80 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <Globe className="h-4 w-4" aria-hidden="true" />
      {target === 'km' ? t('languageKm') : t('languageEn')}
    </button>
  );
}
