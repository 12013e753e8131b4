import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AlertTriangle, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/lib/toast';
import { useOwnerRestaurant } from '@/web/features/owner/api/get-owner-restaurant';
import { CoverImageCard } from '@/web/features/owner/components/cover-image-card';
import { RestaurantDetailsForm } from '@/web/features/owner/components/restaurant-details-form';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { usePageTitle } from '@/web/lib/use-page-title';
import { ownerDetailsAction } from '../../lib/dashboard-actions.server';
import { getOwnerDetailsData } from '../../lib/dashboard-pages.server';
import { isMultipartForm, ownerCoverAction } from '../../lib/owner-cover.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/details';

export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...(await getOwnerDetailsData(context)),
  head: privateHead(context, 'owner:detailsTitle', 'owner:detailsSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/**
 * The forms sent as forms (before or without the page's scripts): the profile (PATCH
 * /api/owner/restaurants/:id) and the cover image (multipart, POST /api/owner/restaurants/:id/cover).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  isMultipartForm(request) ? ownerCoverAction(request, context) : ownerDetailsAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

/** /owner/details: cover image and the restaurant profile form. */
function Page() {
  const { t } = useTranslation('owner');
  usePageTitle(t('detailsTitle'));
  const selection = useSelectedRestaurant();
  const restaurantId = selection.selected?.id;
  const query = useOwnerRestaurant(restaurantId);
  const loadError = selection.error ?? query.error;

  useEffect(() => {
    if (loadError) toast.error(t('fetchErrorTitle'), { description: t('fetchErrorDescription') });
  }, [loadError, t]);

  let content;
  if (loadError) {
    content = (
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-red-700">
            <AlertTriangle className="h-5 w-5" aria-hidden="true" />
            {t('errorLoadingRestaurant')}
          </CardTitle>
          <CardDescription>{t('fetchErrorDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="outline"
            onClick={() => void (selection.error ? window.location.reload() : query.refetch())}
          >
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  } else if (selection.isLoading || (restaurantId && query.isLoading)) {
    content = (
      <div className="flex flex-col gap-6" role="status" aria-label={t('loadingRestaurant')}>
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  } else if (!query.data) {
    content = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="max-w-md text-slate-700">{t('noRestaurantContactSupport')}</p>
        </CardContent>
      </Card>
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <CoverImageCard
          restaurantId={query.data.id}
          restaurantName={query.data.name}
          imageUrl={query.data.imageUrl}
        />
        <RestaurantDetailsForm key={query.data.id} restaurant={query.data} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('detailsTitle')}</h1>
        <p className="text-sm text-slate-600">{t('detailsSubtitle')}</p>
      </header>
      {content}
    </div>
  );
}
