import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';

/** Last-resort screen when a page fails to load or render (for example after a deploy). */
export function RootBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-extrabold text-brand-600">{t('appName')}</p>
      <h1 className="text-2xl font-semibold">{status === 404 ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p className="text-slate-600">{t('errorDescription')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
          onClick={() => window.location.reload()}
        >
          {t('reload')}
        </button>
        {/* A full page load on purpose: the app itself may be what failed. */}
        <a href="/" className="rounded-md border border-slate-300 px-4 py-2 text-slate-900 hover:bg-slate-50">
          {t('returnHome')}
        </a>
      </div>
    </main>
  );
}
