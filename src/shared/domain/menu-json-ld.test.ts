import { describe, expect, it } from 'vitest';
import type { PublicMenu, PublicMenuItem } from '../schemas/public-menu.schema';
import { buildMenuJsonLd, serializeJsonLd } from './menu-json-ld';

const item = (overrides: Partial<PublicMenuItem>): PublicMenuItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Amok',
  description: null,
  price: 4.5,
  originalPrice: null,
  priceKhr: null,
  preparationTime: null,
  isAvailable: true,
  isFeatured: false,
  isSpicy: false,
  isVegetarian: false,
  isVegan: false,
  allergens: [],
  ...overrides,
});

const menu: PublicMenu = {
  restaurant: { id: '00000000-0000-4000-8000-000000000009', name: 'Malis' },
  khrPerUsd: 4100,
  hasMenu: true,
  sections: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Mains',
      description: 'From the grill',
      items: [
        item({ description: 'Fish in banana leaf' }),
        item({ name: 'Tofu salad', isVegan: true, priceKhr: 8000, isAvailable: false }),
      ],
    },
    { id: null, name: null, description: null, items: [item({ name: 'Iced coffee', price: 1.25 })] },
    { id: '00000000-0000-4000-8000-000000000003', name: 'Empty', description: null, items: [] },
  ],
};

describe('buildMenuJsonLd', () => {
  const ld = buildMenuJsonLd(menu, {
    url: 'https://spey.example/restaurants/x?tab=menu',
    uncategorisedName: 'Other dishes',
  });

  it('is a schema.org Menu with its sections and items', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Menu');
    expect(ld.name).toBe('Malis menu');
    expect(ld.hasMenuSection.map((s) => [s['@type'], s.name])).toEqual([
      ['MenuSection', 'Mains'],
      ['MenuSection', 'Other dishes'],
    ]);
    expect(ld.hasMenuSection[0]?.description).toBe('From the grill');
    expect(ld.hasMenuSection[0]?.hasMenuItem[0]).toMatchObject({
      '@type': 'MenuItem',
      name: 'Amok',
      description: 'Fish in banana leaf',
    });
  });

  it('offers each item in dollars and riel (rounded, or as the owner entered it)', () => {
    const [amok, tofu] = ld.hasMenuSection[0]?.hasMenuItem ?? [];
    expect(amok?.offers).toEqual([
      { '@type': 'Offer', price: '4.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      { '@type': 'Offer', price: '18500', priceCurrency: 'KHR', availability: 'https://schema.org/InStock' },
    ]);
    expect(tofu?.offers[1]).toMatchObject({ price: '8000', availability: 'https://schema.org/OutOfStock' });
    expect(tofu?.suitableForDiet).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
    ]);
    expect(ld.hasMenuSection[1]?.hasMenuItem[0]?.offers[1]?.price).toBe('5100');
  });

  it('serializes without a way out of the script element', () => {
    const text = serializeJsonLd(
      buildMenuJsonLd({ ...menu, restaurant: { ...menu.restaurant, name: '</script><b>' } }),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({ name: '</script><b> menu' });
  });
});
