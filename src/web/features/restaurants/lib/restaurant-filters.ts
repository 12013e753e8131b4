import { PRICE_FILTERS } from '@/shared/domain/restaurant-constants';

export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** The list filters as kept in the page URL (?q=&cuisine=&price=&open=1). */
export interface RestaurantFilters {
  q: string;
  cuisine: string;
  price: PriceFilter | '';
  isOpenNow: boolean;
}

/** The address's parameters that change what /restaurants shows (its canonical address keeps them). */
export const RESTAURANT_PAGE_PARAMS = ['q', 'cuisine', 'price', 'open', 'cursor'] as const;

export const emptyFilters: RestaurantFilters = { q: '', cuisine: '', price: '', isOpenNow: false };

const isPriceFilter = (value: string): value is PriceFilter =>
  (PRICE_FILTERS as readonly string[]).includes(value);

export function parseFilters(params: URLSearchParams): RestaurantFilters {
  const price = params.get('price') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    cuisine: (params.get('cuisine') ?? '').slice(0, 100),
    price: isPriceFilter(price) ? price : '',
    isOpenNow: params.get('open') === '1',
  };
}

/** Writes the filters into a copy of `params`, dropping empty ones (other parameters stay). */
export function writeFilters(params: URLSearchParams, filters: RestaurantFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  // Other filters start the list again from its first page.
  next.delete('cursor');
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.q);
  set('cuisine', filters.cuisine);
  set('price', filters.price);
  set('open', filters.isOpenNow ? '1' : '');
  return next;
}

/** The API's query parameters for the filters ('' values are left out by apiFetch). */
export function toApiQuery(filters: RestaurantFilters) {
  return {
    q: filters.q.trim(),
    cuisine: filters.cuisine,
    price: filters.price,
    open: filters.isOpenNow ? '1' : '',
  };
}

export function hasActiveFilters(filters: RestaurantFilters): boolean {
  return Boolean(filters.q.trim() || filters.cuisine || filters.price || filters.isOpenNow);
}
