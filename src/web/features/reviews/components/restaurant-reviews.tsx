import { Link } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { useErrorText } from '@/web/lib/use-error-text';
import { useRestaurantReviews } from '../api/get-restaurant-reviews';
import { startOfList } from '../lib/review-filters';
import { ReviewCard } from './review-card';
import { PageLinks } from '@/web/components/page-links';
import { ReviewCardSkeleton, ReviewCardSkeletons } from './review-card-skeleton';
import { EmptyReviews, useErrorToast } from './review-list';

export interface RestaurantReviewsProps {
  restaurantId: string;
  /** When given, a 'View All Reviews' link to /reviews?restaurant={name} follows the list. */
  restaurantName?: string;
  /** The page the address names (`?cursor=`): the list starts there. */
  cursor: string | null;
  /** The address's cursor when the page's loader refused it: the list starts at the newest and says so. */
  refusedCursor: string | null;
  /** The address of the list from `cursor` (null: the newest), for paging without scripts. */
  pageHref: (cursor: string | null) => string;
}

/**
 * A restaurant's reviews, newest first, with 'Load more' paging (restaurant page, reviews tab). "Load
 * more" is a link to the page's address with the next page's cursor, so it works without scripts; with
 * them it appends the next page here instead.
 */
export function RestaurantReviews({
  restaurantId,
  restaurantName,
  cursor,
  refusedCursor,
  pageHref,
}: RestaurantReviewsProps) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const { from, refused } = startOfList(cursor, refusedCursor);
  const query = useRestaurantReviews(restaurantId, from);
  useErrorToast(query.error, t('loadErrorTitle'), t('loadRestaurantReviewsFailed'));

  if (query.isPending) return <ReviewCardSkeletons count={3} />;
  if (query.isError) {
    return <Alert>{errorText(query.error, t('loadRestaurantReviewsFailed'))}</Alert>;
  }
  const reviews = query.data.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-4">
      {refused ? <Alert>{t('refusedCursor')}</Alert> : null}
      {reviews.length === 0 ? (
        <EmptyReviews>{t('noReviewsYet')}</EmptyReviews>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} showRestaurant={false} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchingNextPage ? <ReviewCardSkeleton /> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <PageLinks
          list={query}
          from={from}
          pageHref={pageHref}
          labels={{ first: t('firstPage'), next: t('loadMore') }}
        />
        {restaurantName && reviews.length > 0 ? (
          <Button asChild variant="link">
            <Link to={paths.reviews(restaurantName)}>{t('viewAllReviews')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
