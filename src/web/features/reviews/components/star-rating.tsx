import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';

/** Five stars with the given whole-number rating filled. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span
      role="img"
      aria-label={t('ratingLabel', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'h-4 w-4',
            value <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  );
}
