import { Stamp } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ownerReviewFilters, type OwnerReviewFilter } from '@/shared/schemas/moderation.schema';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { PageLinks } from '@/web/components/page-links';
import { readPageCursor, startOfList } from '@/web/features/reviews/lib/review-filters';
import { readOwnerReviewFilter } from '../lib/owner-review-filter';
import { useOwnerReviews } from '../api/get-owner-reviews';
import { useModerationDate } from '../use-moderation-date';
import { ReplyBox } from './reply-box';
import { listAddress } from '@/web/lib/link-params';

/**
 * /owner/reviews: the reviews of the selected restaurant, newest first, each with a reply box; a filter
 * keeps only those without a reply. A Spey review shows no author (the server sends none). The filter
 * (`?filter=`) and the page (`?cursor=`) are in the address, as links, so both work before and without
 * the page's scripts; `refusedCursor` is the address's cursor when the loader refused it.
 */
export function OwnerReviewsPanel({
  restaurantId,
  refusedCursor,
}: {
  restaurantId: string;
  refusedCursor: string | null;
}) {
  const { t } = useTranslation('moderation');
  const { t: tReviews } = useTranslation('reviews');
  const formatDate = useModerationDate();
  const [params] = useSearchParams();
  const filter = readOwnerReviewFilter(params);
  const { from, refused } = startOfList(readPageCursor(params), refusedCursor);
  const query = useOwnerReviews(restaurantId, filter, from);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const pageHref = (cursor: string | null, value: OwnerReviewFilter = filter) =>
    listAddress(paths.owner.reviews(), params, cursor, { filter: value === 'all' ? null : value });

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('filterLabel')} className="flex gap-2">
        {ownerReviewFilters.map((value) => (
          <Button key={value} asChild size="sm" variant={filter === value ? 'primary' : 'outline'}>
            <Link
              to={pageHref(null, value)}
              aria-current={filter === value ? 'true' : undefined}
              preventScrollReset
              data-testid={`filter-${value}`}
            >
              {value === 'all' ? t('filterAll') : t('filterWithoutReply')}
            </Link>
          </Button>
        ))}
      </nav>
      {refused ? <Alert>{tReviews('refusedCursor')}</Alert> : null}

      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <Alert className="flex items-center justify-between gap-2">
          <span>{t('loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-slate-600">
          {filter === 'all' ? t('noReviews') : t('noReviewsWithoutReply')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="owner-reviews">
          {items.map((review) => (
            <li key={review.id}>
              <Card data-testid="owner-review" data-review-id={review.id}>
                <CardContent className="flex flex-col gap-3 pt-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">
                      {review.author?.username ??
                        (review.isSpey ? t('anonymousAuthor') : t('fallbackAuthor'))}
                    </span>
                    <span
                      className="text-sm text-amber-600"
                      aria-label={t('ratingLabel', { rating: review.rating })}
                    >
                      {'★'.repeat(review.rating)}
                      <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                    </span>
                    <time dateTime={review.createdAt} className="text-xs text-slate-500">
                      {formatDate(review.createdAt)}
                    </time>
                    {review.isSpey ? (
                      <Badge tone="brand">
                        <Stamp className="h-3.5 w-3.5" aria-hidden="true" />
                        {t('speyStamp')}
                      </Badge>
                    ) : null}
                    {review.reply ? <Badge tone="success">{t('replied')}</Badge> : null}
                  </div>
                  <p className={cn('break-words whitespace-pre-line text-slate-700')}>{review.content}</p>
                  <ReplyBox key={review.reply?.updatedAt ?? 'new'} review={review} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <PageLinks
          list={query}
          from={from}
          pageHref={pageHref}
          labels={{ first: tReviews('firstPage'), next: tReviews('loadMore') }}
        />
      </div>
    </div>
  );
}
