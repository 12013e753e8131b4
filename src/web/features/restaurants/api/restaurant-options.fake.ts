import { vi } from 'vitest';
import { normalizeSearchText } from '@/shared/domain/search-normalize';
import type { RestaurantOption } from '@/shared/schemas/restaurant.schema';

/** Test data and a stand-in for GET /api/restaurants/options, shared by the pickers' tests. */

export const optionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const OPTION_RESTAURANTS: RestaurantOption[] = [
  ...Array.from({ length: 30 }, (_, i) => ({
    id: optionId(i + 1),
    name: `Cafe ${String(i + 1).padStart(2, '0')}`,
    nameKm: null,
  })),
  { id: optionId(100), name: "Mekong Mother's Kitchen", nameKm: 'ផ្ទះបាយម្ដាយមេគង្គ' },
  { id: optionId(101), name: 'Noodle Bar', nameKm: null },
  { id: optionId(102), name: 'Noodle House', nameKm: null },
];

/**
 * Stubs fetch to answer the options endpoint as the server does (substring of the name or Khmer name,
 * ordered by name, `limit` + hasMore); returns the URLs asked for.
 */
export function stubOptionsServer() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://spey.test');
      urls.push(url);
      const q = normalizeSearchText(url.searchParams.get('q') ?? '');
      const id = url.searchParams.get('id');
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const found = OPTION_RESTAURANTS.filter(
        (r) => (!id || r.id === id) && normalizeSearchText(`${r.name} ${r.nameKm ?? ''}`).includes(q),
      ).sort((a, b) => (a.name < b.name ? -1 : 1));
      const body = { items: found.slice(0, limit), hasMore: found.length > limit };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { urls, searches: () => urls.filter((u) => !u.searchParams.has('id')) };
}
