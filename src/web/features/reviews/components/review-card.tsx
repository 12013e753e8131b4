import { CalendarDays, Stamp } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import {
  getInitials,
  getRestaurantDisplayName,
  getReviewAuthorDisplay,
} from '@/shared/domain/review-display';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { useDateFormat } from '../use-date-format';
import { OwnerReply } from './owner-reply';
import { ReactionButtons } from './reaction-buttons';
import { AskedReportForm, ReportButton } from './report-button';
import { StarRating } from './star-rating';

export interface ReviewCardProps {
  review: ReviewCardView;
  /** Hide the restaurant line where the page is already about that restaurant. */
  showRestaurant?: boolean;
  /** Extra controls in the card's footer (edit and delete on /my-reviews). */
  actions?: ReactNode;
  className?: string;
}

function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {getInitials(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover"
    />
  );
}

/** Review text clamped to 3 lines, with 'Read more' / 'Show less' when it is longer. */
function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation('reviews');
  const [isExpanded, setIsExpanded] = useState(false);
  const [isClamped, setIsClamped] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || isExpanded) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    // A ResizeObserver reports the first size after the browser's own layout; measuring here instead
    // would make it lay the page out once more for every review card.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, isExpanded]);

  return (
    <div>
      <p
        ref={ref}
        className={cn('break-words whitespace-pre-line text-slate-700', !isExpanded && 'line-clamp-3')}
      >
        {text}
      </p>
      {isClamped || isExpanded ? (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-brand-700 hover:underline"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded((v) => !v)}
        >
          {isExpanded ? t('showLess') : t('readMore')}
        </button>
      ) : null}
    </div>
  );
}

/** One review as shown on home, a restaurant's page, /reviews and /my-reviews. */
export function ReviewCard({ review, showRestaurant = true, actions, className }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const { formatDate, formatDay } = useDateFormat();
  const author = getReviewAuthorDisplay(review);
  const authorName =
    author.kind === 'anonymous'
      ? t('anonymousAuthor')
      : author.kind === 'user'
        ? author.name
        : t('fallbackAuthor');
  const restaurantName = getRestaurantDisplayName(review.restaurant);

  return (
    <Card
      className={cn('relative overflow-hidden', className)}
      data-testid="review-card"
      data-review-id={review.id}
    >
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex items-start gap-3">
          <Avatar src={author.avatarUrl} name={authorName} />
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900" data-testid="review-author">
                {authorName}
              </span>
              {review.isOwn ? <Badge tone="outline">{t('yourReview')}</Badge> : null}
            </div>
            <time dateTime={review.createdAt} className="text-xs text-slate-500">
              {formatDate(review.createdAt)}
            </time>
          </div>
          {review.isSpey ? (
            <Badge
              tone="brand"
              className="shrink-0 -rotate-6 border-2 border-brand-700 uppercase tracking-wide shadow-sm"
              title={t('speyStampHint')}
            >
              <Stamp className="h-3.5 w-3.5" aria-hidden="true" />
              {t('speyStamp')}
            </Badge>
          ) : null}
        </div>

        {showRestaurant ? (
          restaurantName && review.restaurant ? (
            <Link
              to={paths.restaurant(review.restaurant.id)}
              className="w-fit font-medium text-brand-700 hover:underline"
            >
              {restaurantName}
            </Link>
          ) : (
            <span className="font-medium text-slate-600">{t('unknownRestaurant')}</span>
          )
        ) : null}

        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <StarRating rating={review.rating} />
          {review.visitDate ? (
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
              {t('visitedOn', { date: formatDay(review.visitDate) })}
            </span>
          ) : null}
        </div>

        <ClampedText text={review.content} />

        {review.isHidden ? (
          <p className="text-sm font-medium text-amber-800" data-testid="review-hidden">
            {t('hiddenByModeration')}
          </p>
        ) : null}

        <OwnerReply review={review} />

        <div className="flex flex-wrap items-center justify-between gap-2">
          <ReactionButtons review={review} />
          {actions || !review.isOwn ? (
            <div className="flex items-center gap-2">
              {actions}
              {review.isOwn ? null : <ReportButton review={review} target="review" />}
            </div>
          ) : null}
        </div>
        {review.isOwn ? null : <AskedReportForm review={review} target="review" />}
      </CardContent>
    </Card>
  );
}
