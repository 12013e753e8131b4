import { Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { OwnerReviewsPanel } from '@/web/features/moderation/components/owner-reviews-panel';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /owner/reviews: the selected restaurant's reviews with a reply box on each, and a "without reply" filter. */
export default function Component() {
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
        <OwnerReviewsPanel key={restaurantId} restaurantId={restaurantId} />
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
