import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuFilters, PublicMenu } from '@/shared/schemas/public-menu.schema';
import { apiFetch } from '@/web/lib/api-client';

/** The query string of the filters that are on, in a fixed order: '?vegetarian=1&notSpicy=1'. */
export function menuFilterQuery(filters: Partial<MenuFilters>): string {
  const params = new URLSearchParams();
  if (filters.vegetarian) params.set('vegetarian', '1');
  if (filters.vegan) params.set('vegan', '1');
  if (filters.notSpicy) params.set('notSpicy', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The filters an address turns on (`?vegetarian=1`…): the Menu tab's filter form without scripts. The
 * last value of a name wins: the form repeats the filters that are on, then the pressed button's own.
 */
export function readMenuFilters(params: URLSearchParams): MenuFilters {
  const isOn = (name: keyof MenuFilters) => params.getAll(name).at(-1) === '1';
  return { vegetarian: isOn('vegetarian'), vegan: isOn('vegan'), notSpicy: isOn('notSpicy') };
}

/** GET /api/restaurants/:id/menu — active categories, their items and the riel rate. */
export function getPublicMenu(restaurantId: string, filters: Partial<MenuFilters>, signal?: AbortSignal) {
  return apiFetch<PublicMenu>(
    `/api/restaurants/${encodeURIComponent(restaurantId)}/menu${menuFilterQuery(filters)}`,
    { signal },
  );
}

// Under ['restaurant', id] so the owner's menu writes refresh it (menu-mutations.ts).
export const publicMenuQueryOptions = (restaurantId: string, filters: Partial<MenuFilters>) =>
  queryOptions({
    queryKey: ['restaurant', restaurantId, 'menu', menuFilterQuery(filters)] as const,
    queryFn: ({ signal }) => getPublicMenu(restaurantId, filters, signal),
  });

/**
 * `initialMenu`: an answer already at hand for these filters. The restaurant page's loader seeds the
 * unfiltered answer under the same key instead, and the client's default freshness (30 seconds) keeps
 * the browser from asking for it again on hydration; while other filters load, the previous answer stays.
 */
export function usePublicMenu(restaurantId: string, filters: Partial<MenuFilters>, initialMenu?: PublicMenu) {
  return useQuery({
    ...publicMenuQueryOptions(restaurantId, filters),
    initialData: initialMenu,
    placeholderData: (previous) => previous,
  });
}
