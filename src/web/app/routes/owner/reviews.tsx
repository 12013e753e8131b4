import { HydrationBoundary } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { OwnerReviewsPanel } from '@/web/features/moderation/components/owner-reviews-panel';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { usePageTitle } from '@/web/lib/use-page-title';
import { ownerReviewsAction } from '../../lib/dashboard-actions.server';
import { getOwnerReviewsData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import type { Route } from './+types/reviews';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await getOwnerReviewsData(request, context)),
  head: privateHead(context, 'moderation:reviewsTitle', 'moderation:reviewsSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

// The filter and the page are in the query string: with scripts, the panel's hooks fetch what changed.
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** The reply form sent as a form (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => ownerReviewsAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/** /owner/reviews: the selected restaurant's reviews with a reply box on each, and a "without reply" filter. */
function Page({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('moderation');
  usePageTitle(t('reviewsTitle'));
  const selection = useSelectedRestaurant();
  const restaurantId = selection.selected?.id;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{t('reviewsTitle')}</h1>
        <p className="text-slate-600">{t('reviewsSubtitle')}</p>
      </header>
      {selection.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : restaurantId ? (
        <OwnerReviewsPanel key={restaurantId} restaurantId={restaurantId} refusedCursor={refusedCursor} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="text-slate-700">{t('noRestaurant')}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
