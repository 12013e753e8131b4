import { useTranslation } from '@/web/i18n/use-translation';
import type { RestaurantSummary } from '@/shared/schemas/restaurant.schema';
import { cn } from '@/web/lib/cn';
import { renderWhenVisible } from '@/web/lib/render-when-visible';
import {
  RestaurantCard,
  RestaurantCardSkeleton,
  type CardHeadingLevel,
  type OpenBadgeLabel,
} from './restaurant-card';

/** Cards in the first row (up to 3 columns) load eagerly. */
const ABOVE_FOLD_COUNT = 3;

export function RestaurantGrid({
  restaurants,
  getOpenBadgeLabel,
  headingLevel,
  leadsPage = true,
}: {
  restaurants: RestaurantSummary[];
  getOpenBadgeLabel: OpenBadgeLabel;
  /** The cards' name heading: one level below the heading the grid sits under. */
  headingLevel?: CardHeadingLevel;
  /** The first card's image is the page's main image (fetched first); false where another image is. */
  leadsPage?: boolean;
}) {
  const card = (restaurant: RestaurantSummary, index: number) => (
    <li key={restaurant.id} className={cn('min-w-0', index >= ABOVE_FOLD_COUNT && renderWhenVisible.card)}>
      <RestaurantCard
        restaurant={restaurant}
        getOpenBadgeLabel={getOpenBadgeLabel}
        isAboveFold={index < ABOVE_FOLD_COUNT}
        isFirst={leadsPage && index === 0}
        headingLevel={headingLevel}
      />
    </li>
  );
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{restaurants.map(card)}</ul>;
}

export function RestaurantGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('restaurants');
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <RestaurantCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
