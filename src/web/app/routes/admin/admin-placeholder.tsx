import { Construction } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /admin/users and /admin/settings ('Coming soon...'), and any other /admin sub-path. */
export default function Component() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const page = pathname.replace(/\/+$/, '');
  const title =
    page === paths.admin.users()
      ? t('usersTitle')
      : page === paths.admin.settings()
        ? t('settingsTitle')
        : t('placeholderTitle');
  usePageTitle(title);
  const isKnown = page === paths.admin.users() || page === paths.admin.settings();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <Construction className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">{isKnown ? t('comingSoon') : t('placeholderBody')}</p>
      <Button asChild variant="outline">
        <Link to={paths.admin.dashboard()}>{t('backToDashboard')}</Link>
      </Button>
    </section>
  );
}
