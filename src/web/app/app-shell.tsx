import { useTranslation } from '@/web/i18n/use-translation';

/**
 * What shows while the first page's code loads: the name where the navbar puts it, with the navbar's
 * classes, so nothing moves when the page arrives. index.html holds the same markup for the moment
 * before the app starts.
 */
export function AppShell() {
  const { t } = useTranslation('common');
  return (
    <header className="fixed inset-x-0 top-0 z-40" aria-hidden="true">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <span className="mr-2 shrink-0 text-2xl font-extrabold tracking-tight text-brand-600">
          {t('appName')}
        </span>
      </div>
    </header>
  );
}
