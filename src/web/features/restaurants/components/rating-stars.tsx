import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';

/** Which of the five stars are full or half for a rating (rounded to the nearest half). */
export function getStarFills(rating: number): Array<'full' | 'half' | 'empty'> {
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
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {getStarFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-flex h-4 w-4" aria-hidden="true">
          <Star className="absolute h-4 w-4 fill-slate-200 text-slate-200" />
          {fill === 'full' ? <Star className="absolute h-4 w-4 fill-amber-400 text-amber-400" /> : null}
          {fill === 'half' ? <StarHalf className="absolute h-4 w-4 fill-amber-400 text-amber-400" /> : null}
        </span>
      ))}
    </span>
  );
}
