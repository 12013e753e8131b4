import { useTranslation } from '@/web/i18n/use-translation';
import { StarRow } from '@/web/components/ui/star-row';
import { cn } from '@/web/lib/cn';

/** Five stars with the given whole-number rating filled. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span
      role="img"
      aria-label={t('ratingLabel', { rating })}
      className={cn('inline-flex items-center', className)}
    >
      <StarRow fills={[1, 2, 3, 4, 5].map((value) => (value <= rating ? 'full' : 'empty'))} />
    </span>
  );
}
