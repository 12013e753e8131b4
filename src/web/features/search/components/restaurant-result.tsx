import { Star, Utensils } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { RestaurantSummary } from '@/shared/schemas/restaurant.schema';
import { paths } from '@/web/lib/paths';
import { resultLinkClass } from './result-group';
import { useCuisineLabel } from '@/web/lib/use-cuisine-label';

export function RestaurantResult({ restaurant }: { restaurant: RestaurantSummary }) {
  const { t, i18n } = useTranslation('search');
  const cuisineLabel = useCuisineLabel();
  const name = i18n.language === 'km' && restaurant.nameKm ? restaurant.nameKm : restaurant.name;
  return (
    <li>
      <Link to={paths.restaurant(restaurant.id)} data-search-result="" className={resultLinkClass}>
        <span className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400">
          {restaurant.imageUrl ? (
            <img src={restaurant.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <Utensils className="h-5 w-5" aria-hidden="true" />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-slate-900">{name}</span>
          <span className="truncate text-sm text-slate-600">
            {[cuisineLabel(restaurant.cuisine), restaurant.location, restaurant.priceRange]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end text-sm">
          <span
            className="inline-flex items-center gap-1 font-semibold"
            aria-label={t('ratingLabel', { rating: restaurant.averageRating.toFixed(1) })}
          >
            <Star className="h-4 w-4 fill-yellow-400 text-yellow-400" aria-hidden="true" />
            {restaurant.averageRating.toFixed(1)}
          </span>
          <span className="text-xs text-slate-500">
            {t('reviewCount', { count: restaurant.reviewCount })}
          </span>
        </span>
      </Link>
    </li>
  );
}
