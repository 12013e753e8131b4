import { useTranslation } from '@/web/i18n/use-translation';
import { StarRow, type StarFill } from '@/web/components/ui/star-row';
import { cn } from '@/web/lib/cn';

/** Which of the five stars are full or half for a rating (rounded to the nearest half). */
export function getStarFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [1, 2, 3, 4, 5].map((star) =>
    halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty',
  );
}

/** Five stars with halves; the accessible name reads the rating to one decimal. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('restaurants');
  return (
    <span
      role="img"
      aria-label={t('ratingLabel', { rating: rating.toFixed(1) })}
      className={cn('inline-flex items-center', className)}
    >
      <StarRow fills={getStarFills(rating)} />
    </span>
  );
}
