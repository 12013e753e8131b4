import { MapPin } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { OpeningStatus } from '@/shared/domain/hours';
import { hasSpeyStamp } from '@/shared/domain/spey-badge';
import type { RestaurantSummary } from '@/shared/schemas/restaurant.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/lib/paths';
import { CARD_IMAGE_SIZES } from '../lib/image-srcset';
import { OpenStatusBadge } from './open-status-badge';
import { RatingStars } from './rating-stars';
import { RestaurantImage } from './restaurant-image';
import { SpeyBadge } from './spey-badge';
import { useCuisineLabel } from '@/web/lib/use-cuisine-label';

/** Turns an open status into the list badge text ('Open' / 'Closed' / 'Hours Unset'). */
export type OpenBadgeLabel = (status: OpeningStatus) => string;

export type CardHeadingLevel = 'h2' | 'h3';

export interface RestaurantCardProps {
  restaurant: RestaurantSummary;
  getOpenBadgeLabel: OpenBadgeLabel;
  /** Cards in the first row load their image at once (not lazily). */
  isAboveFold?: boolean;
  /** The first card's photo is the list page's largest paint on a phone: fetched first. */
  isFirst?: boolean;
  /** h3 under a section heading (home), h2 right under the page's h1 (the list). */
  headingLevel?: CardHeadingLevel;
}

/**
 * A restaurant in a grid: photo, price, Spey share, cuisine, names, stars, reviews, place, open state.
 * Memoised: a list page re-renders when its filters' data or the session arrive; its cards need not.
 */
export const RestaurantCard = memo(function RestaurantCard({
  restaurant,
  getOpenBadgeLabel,
  isAboveFold = false,
  isFirst = false,
  headingLevel: Heading = 'h3',
}: RestaurantCardProps) {
  const { t } = useTranslation('restaurants');
  const cuisineLabel = useCuisineLabel();
  const isStamped = hasSpeyStamp(restaurant.speyPercentage);
  return (
    <Card className="group relative h-full overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="relative">
        <RestaurantImage
          imageUrl={restaurant.imageUrl}
          alt={t('imageAlt', { name: restaurant.name })}
          sizes={CARD_IMAGE_SIZES}
          width={640}
          height={400}
          priority={isFirst ? 'high' : isAboveFold ? 'eager' : 'lazy'}
          className="aspect-[16/10] h-auto w-full"
        />
        <div className="absolute top-3 left-3 flex gap-2">
          <Badge tone="neutral" className="bg-white/90 shadow-sm">
            <span aria-hidden="true">{restaurant.priceRange}</span>
            <span className="sr-only">{t('priceRangeLabel', { price: restaurant.priceRange })}</span>
          </Badge>
        </div>
        <div className="absolute top-3 right-3">
          <SpeyBadge speyPercentage={restaurant.speyPercentage} className="shadow-sm" />
        </div>
        {isStamped ? (
          <div
            data-testid="spey-stamp"
            aria-hidden="true"
            className="pointer-events-none absolute right-4 bottom-3 -rotate-12 rounded-md border-4 border-double border-brand-600/80 bg-white/70 px-3 py-0.5 text-lg font-black tracking-widest text-brand-700/90 uppercase shadow-sm"
          >
            {t('stampText')}
          </div>
        ) : null}
        {isStamped ? <span className="sr-only">{t('stampLabel')}</span> : null}
      </div>
      <div className="flex flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {cuisineLabel(restaurant.cuisine)}
          </span>
          <OpenStatusBadge
            status={restaurant.openStatus.status}
            label={getOpenBadgeLabel(restaurant.openStatus.status)}
          />
        </div>
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={paths.restaurant(restaurant.id)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {restaurant.name}
          </Link>
        </Heading>
        {restaurant.nameKm ? (
          <p lang="km" className="-mt-1 text-sm text-slate-600">
            {restaurant.nameKm}
          </p>
        ) : null}
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <RatingStars rating={restaurant.averageRating} />
          <span>{t('reviewCount', { count: restaurant.reviewCount })}</span>
        </div>
        {restaurant.location ? (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{restaurant.location}</span>
          </p>
        ) : null}
      </div>
    </Card>
  );
});

export function RestaurantCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  );
}
