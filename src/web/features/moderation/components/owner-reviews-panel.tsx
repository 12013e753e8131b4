import { Stamp } from 'lucide-react';
import { useState } from 'react';
import type { OwnerReviewFilter } from '@/shared/schemas/moderation.schema';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';
import { useOwnerReviews } from '../api/get-owner-reviews';
import { useModerationDate } from '../use-moderation-date';
import { ReplyBox } from './reply-box';

/**
 * /owner/reviews: the reviews of the selected restaurant, newest first, each with a reply box; a filter
 * keeps only those without a reply. A Spey review shows no author (the server sends none).
 */
export function OwnerReviewsPanel({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('moderation');
  const formatDate = useModerationDate();
  const [filter, setFilter] = useState<OwnerReviewFilter>('all');
  const query = useOwnerReviews(restaurantId, filter);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('filterLabel')} className="flex gap-2">
        {(['all', 'without-reply'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            data-testid={`filter-${value}`}
          >
            {value === 'all' ? t('filterAll') : t('filterWithoutReply')}
          </Button>
        ))}
      </div>

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
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
