import { useTranslation } from 'react-i18next';
import type { RestaurantSummary } from '@/shared/schemas/restaurant.schema';
import { cn } from '@/web/lib/cn';
import { Later } from '@/web/lib/later';
import { renderWhenVisible } from '@/web/lib/render-when-visible';
import {
  RestaurantCard,
  RestaurantCardSkeleton,
  type CardHeadingLevel,
  type OpenBadgeLabel,
} from './restaurant-card';

/** Cards in the first row (up to 3 columns) load eagerly. */
const ABOVE_FOLD_COUNT = 3;
const CARDS_PER_TASK = 1;

export function RestaurantGrid({
  restaurants,
  getOpenBadgeLabel,
  headingLevel,
}: {
  restaurants: RestaurantSummary[];
  getOpenBadgeLabel: OpenBadgeLabel;
  /** The cards' name heading: one level below the heading the grid sits under. */
  headingLevel?: CardHeadingLevel;
}) {
  const card = (restaurant: RestaurantSummary, index: number) => (
    <li key={restaurant.id} className={cn('min-w-0', index >= ABOVE_FOLD_COUNT && renderWhenVisible.card)}>
      <RestaurantCard
        restaurant={restaurant}
        getOpenBadgeLabel={getOpenBadgeLabel}
        isAboveFold={index < ABOVE_FOLD_COUNT}
        isFirst={index === 0}
        headingLevel={headingLevel}
      />
    </li>
  );
  // The first row at once, then one card per task on the first page (src/web/lib/later.tsx): a task of
  // one card stays short on a phone.
  const groups: RestaurantSummary[][] = [];
  for (let start = ABOVE_FOLD_COUNT; start < restaurants.length; start += CARDS_PER_TASK)
    groups.push(restaurants.slice(start, start + CARDS_PER_TASK));
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {restaurants.slice(0, ABOVE_FOLD_COUNT).map(card)}
      {groups.map((group, groupIndex) => (
        <Later key={group[0].id}>
          {group.map((restaurant, index) =>
            card(restaurant, ABOVE_FOLD_COUNT + groupIndex * CARDS_PER_TASK + index),
          )}
        </Later>
      ))}
    </ul>
  );
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
