import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RestaurantHoursResponse } from '@/shared/schemas/hours.schema';
import enHours from '@/web/i18n/locales/en/hours.json';
import kmHours from '@/web/i18n/locales/km/hours.json';
import { OpeningHoursCard } from './opening-hours-card';

const RESTAURANT_ID = '6f1d2a4e-8a57-4c1b-9a8e-1f2b3c4d5e6f';
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['hours'],
    defaultNS: 'hours',
    resources: { en: { hours: enHours }, km: { hours: kmHours } },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function week(openTime = '09:00', closeTime = '17:00') {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    id: `00000000-0000-4000-8000-00000000000${dayOfWeek}`,
    dayOfWeek,
    openTime,
    closeTime,
    isClosed: false,
  }));
}

function special(date: string, reason: string | null, isClosed = true) {
  return {
    id: `00000000-0000-4000-9000-${date.replaceAll('-', '').padStart(12, '0')}`,
    date,
    isClosed,
    reason,
    openTime: isClosed ? null : '10:00',
    closeTime: isClosed ? null : '14:00',
  };
}

/** 03:00 UTC = 10:00 on Tuesday 15 January 2030 in Phnom Penh; the card uses the server's clock. */
function response(patch: Partial<RestaurantHoursResponse> = {}): RestaurantHoursResponse {
  return {
    timeZone: 'Asia/Phnom_Penh',
    serverTime: '2030-01-15T03:00:00.000Z',
    today: '2030-01-15',
    weekly: week(),
    special: [],
    status: { status: 'unset', message: { kind: 'unset' } },
    ...patch,
  };
}

function mockFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <OpeningHoursCard restaurantId={RESTAURANT_ID} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('OpeningHoursCard', () => {
  it('shows the status by the server clock, the week with today marked, and the summary', async () => {
    const fetchMock = mockFetch(response());
    renderCard();
    expect(await screen.findByText('Open Now')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/restaurants/${RESTAURANT_ID}/hours`, expect.anything());
    expect(screen.getByTestId('opening-status-message').textContent).toBe('Open until 5:00 PM');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(7);
    const today = rows.find((row) => row.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toContain('Tuesday');
    expect(today?.textContent).toContain('Today');
    expect(screen.getByTestId('opening-hours-summary').textContent).toBe('Daily 9:00 AM - 5:00 PM');
    expect(screen.queryByTestId('special-hours-list')).toBeNull();
  });

  it('applies a closed special day today, shows the next opening and only the first 3 special days', async () => {
    mockFetch(
      response({
        special: [
          special('2030-01-15', 'Staff party'),
          special('2030-01-16', null, false),
          special('2030-01-20', 'Khmer New Year'),
          special('2030-01-25', 'Fourth day'),
        ],
      }),
    );
    renderCard();
    expect(await screen.findByTestId('opening-status-badge')).toBeTruthy();
    expect(screen.getByTestId('opening-status-badge').textContent).toBe('Closed');
    expect(screen.getByTestId('opening-status-message').textContent).toBe(
      'Closed - Staff partyOpens tomorrow at 10:00 AM',
    );
    const items = within(screen.getByTestId('special-hours-list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toBe('Tue, Jan 15, 2030ClosedStaff party');
    expect(items[1]?.textContent).toBe('Wed, Jan 16, 203010:00 AM - 2:00 PM');
    expect(screen.queryByText('Fourth day')).toBeNull();
  });

  it('formats dates and hours in Khmer', async () => {
    await i18n.changeLanguage('km');
    mockFetch(response({ special: [special('2030-01-20', 'បុណ្យ')] }));
    renderCard();
    expect(await screen.findByText('បើកឥឡូវនេះ')).toBeTruthy();
    const item = within(screen.getByTestId('special-hours-list')).getByRole('listitem');
    expect(item.textContent).toContain('មករា');
    expect(item.textContent).toContain('បិទ');
  });

  it('shows Hours Not Set and only warns when the hours cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500);
    renderCard();
    expect(await screen.findByText('Hours Not Set')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2); // retried once
    expect(warn).toHaveBeenCalled();
    expect(screen.getAllByRole('row')[0]?.textContent).toContain('Hours not set');
    warn.mockRestore();
  });
});
