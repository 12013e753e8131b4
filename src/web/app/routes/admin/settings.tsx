import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from '@/web/i18n/use-translation';
import { ExchangeRateCard } from '@/web/features/menu/components/exchange-rate-form';
import { usePageTitle } from '@/web/lib/use-page-title';
import { adminSettingsAction } from '../../lib/dashboard-actions.server';
import { getAdminSettingsData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/settings';

export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...(await getAdminSettingsData(context)),
  head: privateHead(context, 'admin:settingsTitle', 'menu:exchangeRateDescription'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** The exchange rate sent as a form (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => adminSettingsAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

/** /admin/settings: the riel exchange rate (the rest of the platform settings are still to come). */
function Page() {
  const { t } = useTranslation('admin');
  usePageTitle(t('settingsTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('settingsTitle')}</h1>
      <ExchangeRateCard />
    </section>
  );
}
