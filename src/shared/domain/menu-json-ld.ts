import type { PublicMenu } from '../schemas/public-menu.schema';
import { getItemKhr } from './money';

/**
 * The restaurant's menu as schema.org JSON-LD (Menu → MenuSection → MenuItem with offers), for the
 * restaurant page's head. Each item has two offers, in dollars and in riel (the riel one as the
 * diner sees it: the owner's own figure or the converted, rounded one). Unavailable items are offered
 * as OutOfStock. https://schema.org/Menu
 */
export interface MenuJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Menu';
  name: string;
  url?: string;
  hasMenuSection: MenuSectionJsonLd[];
}

interface MenuSectionJsonLd {
  '@type': 'MenuSection';
  name: string;
  description?: string;
  hasMenuItem: MenuItemJsonLd[];
}

interface OfferJsonLd {
  '@type': 'Offer';
  price: string;
  priceCurrency: 'USD' | 'KHR';
  availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
}

interface MenuItemJsonLd {
  '@type': 'MenuItem';
  name: string;
  description?: string;
  offers: OfferJsonLd[];
  suitableForDiet?: string[];
}

export function buildMenuJsonLd(
  menu: Pick<PublicMenu, 'restaurant' | 'khrPerUsd' | 'sections'>,
  options: { url?: string; uncategorisedName?: string } = {},
): MenuJsonLd {
  const sections = menu.sections
    .filter((section) => section.items.length > 0)
    .map((section): MenuSectionJsonLd => ({
      '@type': 'MenuSection',
      name: section.name ?? options.uncategorisedName ?? 'Other',
      ...(section.description ? { description: section.description } : {}),
      hasMenuItem: section.items.map((item): MenuItemJsonLd => {
        const availability = item.isAvailable
          ? ('https://schema.org/InStock' as const)
          : ('https://schema.org/OutOfStock' as const);
        const diets = [
          ...(item.isVegetarian || item.isVegan ? ['https://schema.org/VegetarianDiet'] : []),
          ...(item.isVegan ? ['https://schema.org/VeganDiet'] : []),
        ];
        return {
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          offers: [
            { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'USD', availability },
            {
              '@type': 'Offer',
              price: String(getItemKhr(item, menu.khrPerUsd)),
              priceCurrency: 'KHR',
              availability,
            },
          ],
          ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
        };
      }),
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: `${menu.restaurant.name} menu`,
    ...(options.url ? { url: options.url } : {}),
    hasMenuSection: sections,
  };
}

/**
 * The JSON-LD as text safe inside `<script type="application/ld+json">`: '<' is escaped so a menu
 * item called '</script>' cannot end the element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
