import { useTranslation } from '@/web/i18n/use-translation';
import { Outlet } from 'react-router';
import { useScrollRestoration } from '@/web/lib/scroll-restoration';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** The public shell: fixed navbar, the page, the footer. */
export function MainLayout() {
  const { t } = useTranslation('common');
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <>
        <Navbar />
      </>
      {/* pt-16 matches the navbar height so nothing starts underneath it. */}
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <>
        <Footer />
      </>
    </div>
  );
}
