import { Construction } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';

const titleKeys: Record<string, string> = {
  analytics: 'analyticsTitle',
  profile: 'profileTitle',
  settings: 'settingsTitle',
};

/** /owner/analytics, /owner/profile, /owner/settings and any unknown /owner sub-path. */
export default function Component() {
  const { t } = useTranslation('owner');
  const { pathname } = useLocation();
  const section = pathname.replace(/^\/owner\/?/, '').split('/')[0] ?? '';
  const titleKey = titleKeys[section];
  const title = titleKey ? t(titleKey) : t('pageNotReadyTitle');
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <Construction className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{t('comingSoon')}</p>
      <Button asChild variant="outline">
        <Link to={paths.owner.reservations()}>{t('backToDashboard')}</Link>
      </Button>
    </section>
  );
}
