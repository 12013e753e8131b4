import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminRegistration } from '@/shared/schemas/registration.schema';
import enAdmin from '@/web/i18n/locales/en/admin.json';
import enErrors from '@/web/i18n/locales/en/errors.json';
import kmAdmin from '@/web/i18n/locales/km/admin.json';
import kmErrors from '@/web/i18n/locales/km/errors.json';
import { RegistrationsPanel } from './registrations-panel';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['admin', 'errors'],
    defaultNS: 'admin',
    resources: { en: { admin: enAdmin, errors: enErrors }, km: { admin: kmAdmin, errors: kmErrors } },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const REGISTRATION: AdminRegistration = {
  id: '6f1d2a4e-8a57-4c1b-9a8e-1f2b3c4d5e6f',
  name: 'Mekong Noodles',
  cuisine: 'Khmer',
  location: 'Phnom Penh',
  status: 'pending',
  reviewNotes: null,
  reviewedAt: null,
  createdAt: '2030-01-15T03:00:00.000Z',
  restaurantId: null,
  description: 'Hand-pulled noodles by the river.',
  address: '#12 Street 130',
  priceRange: '$',
  phone: '012 345 678',
  website: null,
  openingHours: 'Daily 07:00-21:00',
  requester: { id: '7f1d2a4e-8a57-4c1b-9a8e-1f2b3c4d5e6f', username: 'sokha' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RegistrationsPanel pageHref={() => '/admin/claim-requests?tab=registrations'} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('RegistrationsPanel in Khmer', () => {
  it('shows a Khmer description, not the server’s English, for a refusal without a key', async () => {
    await i18n.changeLanguage('km');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'VALIDATION', message: 'Invalid cursor' } }, 400)),
    );
    renderPanel();
    expect(await screen.findByText(kmAdmin.registrationsLoadError)).toBeTruthy();
    expect(screen.getByText(kmAdmin.loadErrorDescription)).toBeTruthy();
    expect(screen.queryByText('Invalid cursor')).toBeNull();
  });

  it('shows the English message as sent in English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'VALIDATION', message: 'Invalid cursor' } }, 400)),
    );
    renderPanel();
    expect(await screen.findByText(enAdmin.registrationsLoadError)).toBeTruthy();
    expect(screen.getByText('Invalid cursor')).toBeTruthy();
  });

  it('translates the refusal in the failure toast by its key', async () => {
    await i18n.changeLanguage('km');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? json(
              {
                error: {
                  code: 'CONFLICT',
                  message: 'This registration has already been reviewed',
                  key: 'registrationRefusal.alreadyReviewed',
                },
              },
              409,
            )
          : json({ items: [REGISTRATION], nextCursor: null, pendingCount: 1 }),
      ),
    );
    renderPanel();
    const approve = await screen.findByRole('button', {
      name: kmAdmin.approveRegistrationOf.replace('{{name}}', REGISTRATION.name),
    });
    fireEvent.click(approve);
    expect(await screen.findByText(kmErrors['registrationRefusal.alreadyReviewed'])).toBeTruthy();
    expect(screen.queryByText('This registration has already been reviewed')).toBeNull();
  });
});
