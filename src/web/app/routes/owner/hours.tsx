import { HydrationBoundary } from '@tanstack/react-query';
import { ExternalLink, LoaderCircle, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Card, CardContent } from '@/web/components/ui/card';
import { OwnerHoursPanel } from '@/web/features/hours/components/owner-hours-panel';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import { getOwnerHoursData } from '../../lib/dashboard-pages.server';
import { ownerHoursAction } from '../../lib/owner-hours-actions.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/hours';

export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...(await getOwnerHoursData(context)),
  head: privateHead(context, 'owner-hours:pageTitle', 'owner-hours:pageDescription'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** The weekly schedule, "Copy to all days" and the special hours sent as forms (before or without scripts). */
export const action = ({ request, context }: Route.ActionArgs) => ownerHoursAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

/** /owner/hours: weekly schedule and special hours of the restaurant chosen in the owner layout. */
function Page() {
  const { t } = useTranslation('owner-hours');
  usePageTitle(t('pageTitle'));
  const { selected, isLoading, error } = useSelectedRestaurant();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
          <p className="text-sm text-slate-600">{t('pageDescription')}</p>
        </div>
        {selected ? (
          <Link
            to={paths.restaurant(selected.id)}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            data-testid="owner-hours-public-link"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('viewPublicPage')}
          </Link>
        ) : null}
      </header>

      {isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : error ? (
        <Alert>{t('loadFailed')}</Alert>
      ) : selected ? (
        <OwnerHoursPanel key={selected.id} restaurantId={selected.id} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-8 text-center">
            <Store className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t('noRestaurantTitle')}</h2>
            <p className="text-sm text-slate-600">{t('noRestaurantDescription')}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
