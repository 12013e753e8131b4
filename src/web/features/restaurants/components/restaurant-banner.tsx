import { MapPin } from 'lucide-react';
import { preload } from 'react-dom';
import { useTranslation } from '@/web/i18n/use-translation';
import type { RestaurantDetail } from '@/shared/schemas/restaurant.schema';
import { Badge } from '@/web/components/ui/badge';
import { RatingStars } from './rating-stars';
import { RestaurantImage } from './restaurant-image';
import { getRestaurantImageSrcSet } from '../lib/image-srcset';
import { useCuisineLabel } from '@/web/lib/use-cuisine-label';

/**
 * The banner's width, for the browser's choice among the cover's variants (320, 640 and 1,200 px): the
 * page's column (max-w-6xl, 72rem, less its padding: px-4, from 640px px-6). On a phone it says at most
 * 360 px: a screen of density up to 1.75 (a 412 px Android phone) then takes the 640 px variant, 15 KB
 * instead of 30 KB on a slow connection, at 96% of its pixels; denser screens still take the 1,200 px file.
 */
const BANNER_IMAGE_SIZES =
  '(min-width: 72rem) 66rem, (min-width: 640px) calc(100vw - 3rem), min(calc(100vw - 2rem), 360px)';

/**
 * Photo with cuisine, name, rating to one decimal and review count over it. The photo is the page's
 * largest paint: the document's head asks for it first, at high priority, with the srcset and sizes the
 * image has, so the browser fetches the variant it will draw before it has the stylesheet
 * (tests/e2e/restaurant-page-head.spec.ts).
 */
export function RestaurantBanner({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation('restaurants');
  const cuisineLabel = useCuisineLabel();
  if (restaurant.imageUrl) {
    const srcSet = getRestaurantImageSrcSet(restaurant.imageUrl);
    preload(restaurant.imageUrl, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: BANNER_IMAGE_SIZES } : {}),
    });
  }
  return (
    <div className="relative overflow-hidden rounded-2xl bg-slate-900">
      <RestaurantImage
        imageUrl={restaurant.imageUrl}
        alt={t('imageAlt', { name: restaurant.name })}
        sizes={BANNER_IMAGE_SIZES}
        width={1200}
        height={500}
        priority="high"
        className="aspect-[4/3] h-auto max-h-[420px] w-full sm:aspect-[12/5]"
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-transparent"
        aria-hidden="true"
      />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-5 text-white sm:p-8">
        <Badge tone="brand" className="self-start">
          {cuisineLabel(restaurant.cuisine)}
        </Badge>
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{restaurant.name}</h1>
        {restaurant.nameKm ? (
          <p lang="km" className="-mt-1 text-lg text-white/90">
            {restaurant.nameKm}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white/90">
          <span className="flex items-center gap-2">
            <RatingStars rating={restaurant.averageRating} />
            <span className="text-base font-semibold text-white" data-testid="restaurant-rating">
              {restaurant.averageRating.toFixed(1)}
            </span>
            <span>{t('reviewCount', { count: restaurant.reviewCount })}</span>
          </span>
          {restaurant.location ? (
            <span className="flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {restaurant.location}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
