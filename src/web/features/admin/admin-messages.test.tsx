import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminRegistration } from '@/shared/schemas/registration.schema';
import enAdmin from '@/web/i18n/locales/en/admin.json';
import enClaims from '@/web/i18n/locales/en/claims.json';
import kmAdmin from '@/web/i18n/locales/km/admin.json';
import kmClaims from '@/web/i18n/locales/km/claims.json';
import { ApiError } from '@/web/lib/api-client';
import { useAdminErrorText } from './admin-messages';
import { RegistrationsPanel } from './components/registrations-panel';

const i18n = i18next.createInstance();
const LATIN_WORD = /[A-Za-z]{2,}/;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['admin', 'claims'],
    defaultNS: 'admin',
    resources: { en: { admin: enAdmin, claims: enClaims }, km: { admin: kmAdmin, claims: kmClaims } },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function withI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

function describeError(error: unknown, fallback = 'FALLBACK') {
  const { result } = renderHook(() => useAdminErrorText(), { wrapper: withI18n });
  return result.current(error, fallback);
}

describe('useAdminErrorText', () => {
  it('in English shows the server’s message, a catalogue sentence for known refusals, and the fallback for faults', () => {
    expect(describeError(new ApiError(409, 'CONFLICT', 'This registration has already been reviewed'))).toBe(
      enAdmin.errorRegistrationAlreadyReviewed,
    );
    expect(describeError(new ApiError(400, 'VALIDATION', 'Invalid cursor'))).toBe('Invalid cursor');
    expect(describeError(new ApiError(403, 'FORBIDDEN', 'Admins only'))).toBe(enAdmin.errorForbidden);
    expect(describeError(new ApiError(0, 'NETWORK', 'Network error. Please check your connection.'))).toBe(
      enAdmin.errorNetwork,
    );
    expect(describeError(new ApiError(500, 'INTERNAL', 'Internal server error'))).toBe('FALLBACK');
    expect(describeError(new ApiError(400, 'VALIDATION', ''))).toBe('FALLBACK');
    expect(describeError(new TypeError('x is undefined'))).toBe('FALLBACK');
  });

  it('in Khmer never shows the server’s English: known refusals are translated, anything else is the fallback', async () => {
    await i18n.changeLanguage('km');
    const known: Array<[string, string, string]> = [
      ['CONFLICT', 'This restaurant has already been claimed', kmAdmin.errorAlreadyClaimed],
      ['CONFLICT', 'This claim request has already been reviewed', kmAdmin.errorClaimAlreadyReviewed],
      ['NOT_FOUND', 'Claim request not found', kmAdmin.errorClaimNotFound],
      ['CONFLICT', 'This registration has already been reviewed', kmAdmin.errorRegistrationAlreadyReviewed],
      ['NOT_FOUND', 'Registration not found', kmAdmin.errorRegistrationNotFound],
      ['FORBIDDEN', 'You are not allowed to do this', kmAdmin.errorForbidden],
      ['UNAUTHENTICATED', 'Authentication required', kmAdmin.errorUnauthenticated],
      ['NETWORK', 'Network error. Please check your connection.', kmAdmin.errorNetwork],
    ];
    for (const [code, message, expected] of known) {
      const text = describeError(
        new ApiError(code === 'NETWORK' ? 0 : 409, code, message),
        kmAdmin.approveFailed,
      );
      expect(text, message).toBe(expected);
      expect(text).not.toMatch(LATIN_WORD);
    }
    expect(describeError(new ApiError(400, 'VALIDATION', 'Invalid cursor'), kmAdmin.approveFailed)).toBe(
      kmAdmin.approveFailed,
    );
  });
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
        <RegistrationsPanel />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('RegistrationsPanel in Khmer', () => {
  it('shows a Khmer description, not the server’s English, when the list cannot be loaded', async () => {
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

  it('translates the refusal in the failure toast', async () => {
    await i18n.changeLanguage('km');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? json({ error: { code: 'CONFLICT', message: 'This registration has already been reviewed' } }, 409)
          : json({ items: [REGISTRATION], nextCursor: null, pendingCount: 1 }),
      ),
    );
    renderPanel();
    const approve = await screen.findByRole('button', {
      name: kmAdmin.approveRegistrationOf.replace('{{name}}', REGISTRATION.name),
    });
    fireEvent.click(approve);
    expect(await screen.findByText(kmAdmin.errorRegistrationAlreadyReviewed)).toBeTruthy();
    expect(screen.queryByText('This registration has already been reviewed')).toBeNull();
  });
});
