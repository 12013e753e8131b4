import { HydrationBoundary } from '@tanstack/react-query';
import { Loader2, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent } from '@/web/components/ui/card';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import {
  AnswerFailureAlert,
  OwnerReservations,
} from '@/web/features/reservations/components/owner-reservations';
import { usePageTitle } from '@/web/lib/use-page-title';
import { ownerReservationsAction } from '../../lib/dashboard-actions.server';
import { getOwnerReservationsData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import type { Route } from './+types/reservations';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await getOwnerReservationsData(request, context)),
  head: privateHead(context, 'owner:reservationsTitle', 'owner:reservationsSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

// The filter is in the query string: with scripts, the list's own query fetches what changed.
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** Confirm or decline sent as a form (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => ownerReservationsAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

/**
 * /owner/reservations, the owner's landing page, for the restaurant picked in the sidebar: today's and
 * this week's counts, the next arrivals, the requests with confirm and decline, and the settings.
 */
function Page() {
  const { t } = useTranslation('owner');
  usePageTitle(t('reservationsTitle'));
  const { selected, isLoading } = useSelectedRestaurant();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('reservationsTitle')}</h1>
        <p className="text-sm text-slate-600">{t('reservationsSubtitle')}</p>
      </header>
      <AnswerFailureAlert />
      {isLoading ? (
        <div className="flex justify-center py-10" role="status">
          <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
        </div>
      ) : selected ? (
        <OwnerReservations restaurantId={selected.id} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="max-w-md text-sm text-slate-600">{t('noReservationsHint')}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
