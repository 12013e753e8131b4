import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicMenu } from '@/shared/schemas/public-menu.schema';
import enRestaurants from '@/web/i18n/locales/en/restaurants.json';
import kmRestaurants from '@/web/i18n/locales/km/restaurants.json';
import { PublicMenuTab } from './public-menu';

const i18n = i18next.createInstance();
const RESTAURANT = '00000000-0000-4000-8000-000000000009';

const menu: PublicMenu = {
  restaurant: { id: RESTAURANT, name: 'Malis' },
  khrPerUsd: 4100,
  hasMenu: true,
  sections: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Mains',
      description: null,
      items: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Fish amok',
          description: 'In banana leaf',
          price: 4.5,
          originalPrice: 5,
          priceKhr: null,
          preparationTime: 20,
          isAvailable: true,
          isFeatured: true,
          isSpicy: true,
          isVegetarian: false,
          isVegan: false,
          allergens: ['fish'],
        },
        {
          id: '00000000-0000-4000-8000-000000000003',
          name: 'Lok lak',
          description: null,
          price: 6.75,
          originalPrice: null,
          priceKhr: 27000,
          preparationTime: null,
          isAvailable: false,
          isFeatured: false,
          isSpicy: false,
          isVegetarian: false,
          isVegan: false,
          allergens: [],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['restaurants'],
    defaultNS: 'restaurants',
    resources: { en: { restaurants: enRestaurants }, km: { restaurants: kmRestaurants } },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'currency=; Max-Age=0; Path=/';
  await i18n.changeLanguage('en');
});

function renderTab(props: Partial<Parameters<typeof PublicMenuTab>[0]> = {}, fetched: PublicMenu = menu) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(fetched), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return render(<PublicMenuTab restaurantId={RESTAURANT} isOwner={false} initialMenu={menu} {...props} />, {
    wrapper,
  });
}

describe('PublicMenuTab', () => {
  it('shows items with badges, prices in both currencies, the struck-through original price and unavailable items', () => {
    renderTab({ initialCurrency: 'both' });
    const [amok, lokLak] = screen.getAllByTestId('menu-item');
    expect(within(amok!).getByText('Fish amok')).toBeTruthy();
    expect(within(amok!).getByText('Featured')).toBeTruthy();
    expect(within(amok!).getByText('Spicy')).toBeTruthy();
    expect(within(amok!).getByText('$4.50')).toBeTruthy();
    expect(within(amok!).getByText('៛18,500')).toBeTruthy();
    expect(amok!.querySelector('del')?.textContent).toContain('$5.00');
    expect(within(amok!).getByText('20 min')).toBeTruthy();
    expect(within(amok!).getByText('Allergens: fish')).toBeTruthy();
    expect(within(lokLak!).getByText('៛27,000')).toBeTruthy();
    expect(within(lokLak!).getByText('Unavailable')).toBeTruthy();
  });

  it('remembers the currency choice in the cookie and writes riel the Khmer way in Khmer', async () => {
    await i18n.changeLanguage('km');
    renderTab({ initialCurrency: 'usd' });
    expect(screen.queryByText('18,500៛')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: kmRestaurants.currencyKhr }));
    expect(document.cookie).toContain('currency=khr');
    expect(screen.getByText('18,500៛')).toBeTruthy();
    expect(screen.queryByText('$4.50')).toBeNull();
  });

  it('an empty menu: the owner gets a link to /owner/menu, a diner does not', () => {
    const empty = { ...menu, hasMenu: false, sections: [] };
    renderTab({ initialMenu: empty, isOwner: true }, empty);
    expect(screen.getByText('No menu yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your menu' }).getAttribute('href')).toBe('/owner/menu');
    cleanup();
    renderTab({ initialMenu: empty, isOwner: false }, empty);
    expect(screen.queryByRole('link', { name: 'Add your menu' })).toBeNull();
  });

  it('filters ask the server again', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Vegetarian' }));
    expect(screen.getByRole('button', { name: 'Vegetarian' }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('vegetarian=1'))).toBe(true),
    );
  });
});
