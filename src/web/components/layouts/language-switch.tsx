import { Globe } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { useUpdateLocale } from '@/web/features/auth/api/auth-actions';
import { changeLanguage, type Language } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { useMe } from '@/web/lib/session';

/**
 * One link that offers the other language, written in that language (ខ្មែរ / English). A signed-in
 * user's choice is also kept on the account, for the language of e-mails.
 */
export function LanguageSwitch({ className, onChanged }: { className?: string; onChanged?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const { data: me } = useMe();
  const { mutate: rememberLocale } = useUpdateLocale();
  const target: Language = i18n.language === 'en' ? 'km' : 'en';

  const location = useLocation();
  const href = `/language?${new URLSearchParams({ to: target, returnTo: `${location.pathname}${location.search}` })}`;

  // With scripts the language changes in place; before them (or without) the link reloads the page in it.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    changeLanguage(target)
      .then(() => onChanged?.())
      .catch(() => undefined);
    if (me) rememberLocale(target);
  };

  return (
    <a
      href={href}
      onClick={onClick}
      rel="nofollow"
      lang={target}
      title={t('changeLanguage')}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white/80 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <Globe className="h-4 w-4" aria-hidden="true" />
      {target === 'km' ? t('languageKm') : t('languageEn')}
    </a>
  );
}
