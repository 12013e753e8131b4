import { Star } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Badge } from '@/web/components/ui/badge';
import { paths } from '@/web/lib/paths';
import { resultLinkClass } from './result-group';

/** A review found by the search; it opens the reviews tab of its restaurant. */
export function ReviewResult({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('search');
  // Spec display rules: a Spey review is anonymous; otherwise the username, falling back to 'Spey Reviewer'.
  const author = review.isSpey ? t('anonymousSpeyUser') : (review.author?.username ?? t('speyReviewer'));
  const restaurantName = review.restaurant?.name ?? t('unknownRestaurant');
  const target = review.restaurant ? paths.restaurant(review.restaurant.id, 'reviews') : paths.reviews();
  return (
    <li>
      <Link to={target} data-search-result="" className={resultLinkClass}>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{restaurantName}</span>
            <span
              className="inline-flex items-center gap-0.5"
              aria-label={t('ratingLabel', { rating: review.rating })}
              role="img"
            >
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  className={
                    i < review.rating
                      ? 'h-3.5 w-3.5 fill-yellow-400 text-yellow-400'
                      : 'h-3.5 w-3.5 text-slate-300'
                  }
                  aria-hidden="true"
                />
              ))}
            </span>
            {review.isSpey ? <Badge tone="brand">{t('speyBadge')}</Badge> : null}
          </span>
          <span className="line-clamp-2 text-sm text-slate-700">{review.content}</span>
          <span className="text-xs text-slate-500">{t('reviewBy', { name: author })}</span>
        </span>
      </Link>
    </li>
  );
}
