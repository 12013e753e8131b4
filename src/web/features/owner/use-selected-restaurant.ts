import { useCallback, useSyncExternalStore } from 'react';
import type { OwnerRestaurantSummary } from '@/shared/schemas/owner-restaurant.schema';
import { useOwnerRestaurants } from './api/get-owner-restaurants';

/** Which of an owner's restaurants the dashboard manages, remembered in this browser. */
export const SELECTED_RESTAURANT_STORAGE_KEY = 'spey.owner.restaurantId';
const CHANGE_EVENT = 'spey:owner-restaurant-change';

function readStoredId(): string | null {
  try {
    return localStorage.getItem(SELECTED_RESTAURANT_STORAGE_KEY);
  } catch {
    return null; // storage unavailable (private mode)
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function storeId(id: string) {
  try {
    localStorage.setItem(SELECTED_RESTAURANT_STORAGE_KEY, id);
  } catch {
    // ignore: the choice then lasts until reload
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export interface SelectedRestaurant {
  /** Every restaurant the caller owns (empty when none). */
  restaurants: OwnerRestaurantSummary[];
  /** The remembered one when it is still owned, else the first; null when the caller owns none. */
  selected: OwnerRestaurantSummary | null;
  select: (id: string) => void;
  isLoading: boolean;
  error: Error | null;
}

/**
 * The restaurant the owner dashboard pages work on. The owner layout renders a selector; pages
 * (details, hours, menu) call this hook to read the same choice.
 */
export function useSelectedRestaurant(options: { enabled?: boolean } = {}): SelectedRestaurant {
  const query = useOwnerRestaurants(options);
  const storedId = useSyncExternalStore(subscribe, readStoredId, () => null);
  const restaurants = query.data ?? [];
  const selected = restaurants.find((r) => r.id === storedId) ?? restaurants[0] ?? null;
  const select = useCallback((id: string) => storeId(id), []);
  return { restaurants, selected, select, isLoading: query.isLoading, error: query.error };
}
