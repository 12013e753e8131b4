import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isErrorBody } from '@/shared/errors';
import {
  createActorsAndFixtures,
  daysFromNow,
  findInvariantViolations,
  listApiRoutes,
  validRegistration,
  type Fixtures,
} from '../support/actors';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * Property-based fuzzing of every /api route through app.inject (no network): random params,
 * queries, bodies, content types and cookies, as a visitor, a diner, an owner and an administrator.
 * Every answer must be 2xx or a 4xx with the `{ error: { code, message } }` shape — never a 5xx —
 * and afterwards the database invariants must still hold.
 *
 * Runs per route: FUZZ_RUNS when set; otherwise 1,000 on PGlite and 200 on PostgreSQL (each
 * PostgreSQL request is a network round trip to a real server; the PGlite run is the thorough one).
 * better-auth's sign-up and sign-in hash passwords on purpose (slow), so they get at most 100 and 200.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || (process.env.SPEY_TEST_DB === 'postgres' ? 200 : 1000);

const KHMER = 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវសហឡអឥឦឧឪឫឬឭឮឯឰឱឲឳ ាិីឹឺុូួើឿៀេែៃោៅំះៈ់៉៊់៌៍៎៏័្។៕៛០១២៣៤៥៦៧៨៩';
const ODD = [
  '🍜',
  '🇰🇭',
  '👩‍🍳',
  '🔥',
  '\u200b',
  '\u200d',
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e',
  '%',
  '\\',
  '"',
  "'",
  '<',
  '>',
  '&',
  '\n',
  '\r\n',
  '\t',
];

const khmerString = fc.string({ unit: fc.constantFrom(...KHMER), maxLength: 40 });
const oddString = fc.string({ unit: fc.constantFrom(...ODD, 'a', 'Z', '0', ' '), maxLength: 30 });
const HUGE = 'ស'.repeat(70_000);
const fuzzString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  khmerString,
  oddString,
  fc.uuid(),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '99999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffffff',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    '2025-02-30',
    '9999-12-31',
    '24:00',
    '$$$$$$',
    'x'.repeat(5001),
  ),
  fc.constant(HUGE),
);
const fuzzNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 5, 6, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
);
const { value: fuzzValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fuzzString,
    fuzzNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

const QUERY_KEYS = [
  'q',
  'cuisine',
  'price',
  'open',
  'cursor',
  'limit',
  'sort',
  'rating',
  'spey',
  'status',
  'page',
  'id',
  'date',
  'vegetarian',
  'vegan',
  'notSpicy',
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ActorKind = 'anonymous' | 'dinerA' | 'ownerX' | 'admin';

interface Endpoint {
  method: Method;
  route: string;
  /** A valid body; the fuzzer keeps, drops or replaces each of its fields. */
  body?: (f: Fixtures) => Record<string, unknown>;
  /** Fewer runs where each request is slow by design (password hashing). */
  runs?: number;
}

const validReview = (f: Fixtures) => ({
  restaurantId: f.restaurantW,
  rating: 4,
  content: 'Fuzzed ឆ្ងាញ់ 🍜',
  isSpey: true,
  visitDate: '2025-01-31',
});
const validClaim = (f: Fixtures) => ({
  restaurantId: f.restaurantW,
  contactEmail: 'fuzz@example.com',
  contactPhone: '012 345 678',
  evidence: 'I own this restaurant, really.',
});
const validDetails = () => ({
  name: 'Fuzz Kitchen',
  nameKm: 'ផ្ទះបាយ',
  description: 'Fuzzed',
  cuisine: 'Khmer',
  location: 'Phnom Penh',
  address: 'Street 1',
  phone: '012345678',
  website: 'example.com',
  googleMapLocation: 'https://maps.google.com/?q=1,2',
  priceRange: '$$',
});
const validDay = (day: number) => ({
  dayOfWeek: day,
  openTime: '08:00',
  closeTime: '22:00',
  isClosed: false,
});
const validItem = (f: Fixtures) => ({
  categoryId: f.categoryX,
  name: 'Fuzz dish',
  description: 'Hot',
  price: 2.5,
  originalPrice: 3,
  preparationTime: 10,
  isAvailable: true,
  isFeatured: false,
  isSpicy: true,
  isVegetarian: false,
  isVegan: false,
});

const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/health' },
  { method: 'GET', route: '/api/config' },
  { method: 'GET', route: '/api/me' },
  { method: 'PATCH', route: '/api/me/role', body: () => ({ role: 'user' }) },
  { method: 'PATCH', route: '/api/me/username', body: () => ({ username: 'fuzzy_name' }) },
  { method: 'PATCH', route: '/api/me/locale', body: () => ({ locale: 'km' }) },
  { method: 'GET', route: '/api/me/favourites' },
  { method: 'PUT', route: '/api/me/favourites/:restaurantId' },
  { method: 'DELETE', route: '/api/me/favourites/:restaurantId' },
  { method: 'GET', route: '/api/me/reviews' },
  { method: 'GET', route: '/api/me/claims' },
  { method: 'GET', route: '/api/me/registrations' },
  { method: 'GET', route: '/api/avatars/:style/:seed' },
  { method: 'GET', route: '/api/restaurants' },
  { method: 'GET', route: '/api/restaurants/featured' },
  { method: 'GET', route: '/api/restaurants/cuisines' },
  { method: 'GET', route: '/api/restaurants/options' },
  { method: 'GET', route: '/api/restaurants/:id' },
  { method: 'GET', route: '/api/restaurants/:id/hours' },
  { method: 'GET', route: '/api/restaurants/:id/manage' },
  { method: 'GET', route: '/api/restaurants/:id/reviews' },
  { method: 'GET', route: '/api/leaderboard' },
  { method: 'GET', route: '/api/reviews' },
  { method: 'GET', route: '/api/reviews/latest' },
  { method: 'POST', route: '/api/reviews', body: validReview },
  { method: 'PATCH', route: '/api/reviews/:id', body: validReview },
  { method: 'DELETE', route: '/api/reviews/:id' },
  { method: 'PUT', route: '/api/reviews/:id/reaction', body: () => ({ type: 'like' }) },
  { method: 'POST', route: '/api/claims', body: validClaim },
  { method: 'POST', route: '/api/registrations', body: () => validRegistration },
  { method: 'GET', route: '/api/admin/stats' },
  { method: 'GET', route: '/api/admin/claims' },
  { method: 'POST', route: '/api/admin/claims/:id/approve' },
  { method: 'POST', route: '/api/admin/claims/:id/reject' },
  { method: 'GET', route: '/api/admin/registrations' },
  { method: 'POST', route: '/api/admin/registrations/:id/approve' },
  { method: 'POST', route: '/api/admin/registrations/:id/reject' },
  { method: 'GET', route: '/api/owner/restaurants' },
  { method: 'GET', route: '/api/owner/restaurants/:id' },
  { method: 'PATCH', route: '/api/owner/restaurants/:id', body: validDetails },
  { method: 'POST', route: '/api/owner/restaurants/:id/cover' },
  {
    method: 'PUT',
    route: '/api/owner/restaurants/:id/hours',
    body: () => ({ days: [0, 1, 2, 3, 4, 5, 6].map(validDay) }),
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/special-hours',
    body: () => ({
      date: daysFromNow(50),
      isClosed: false,
      openTime: '10:00',
      closeTime: '14:00',
      reason: 'ភ្ជុំបិណ្ឌ',
    }),
  },
  { method: 'DELETE', route: '/api/owner/restaurants/:id/special-hours/:specialId' },
  { method: 'GET', route: '/api/owner/restaurants/:id/menu' },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/menu/categories',
    body: () => ({ name: 'Fuzz soups', description: 'Hot', isActive: true }),
  },
  {
    method: 'PATCH',
    route: '/api/owner/restaurants/:id/menu/categories/:categoryId',
    body: () => ({ name: 'Fuzz soups', description: 'Hot', isActive: false }),
  },
  { method: 'DELETE', route: '/api/owner/restaurants/:id/menu/categories/:categoryId' },
  { method: 'POST', route: '/api/owner/restaurants/:id/menu/items', body: validItem },
  { method: 'PATCH', route: '/api/owner/restaurants/:id/menu/items/:itemId', body: validItem },
  { method: 'DELETE', route: '/api/owner/restaurants/:id/menu/items/:itemId' },
  // Owner replies, reports and moderation
  { method: 'GET', route: '/api/owner/restaurants/:id/reviews' },
  { method: 'PUT', route: '/api/owner/reviews/:id/reply', body: () => ({ content: 'អរគុណ, thank you 🍜' }) },
  { method: 'DELETE', route: '/api/owner/reviews/:id/reply' },
  {
    method: 'POST',
    route: '/api/reviews/:id/report',
    body: () => ({ reason: 'other', note: 'Fuzzed note ឆ្ងាញ់' }),
  },
  { method: 'POST', route: '/api/replies/:id/report', body: () => ({ reason: 'spam' }) },
  { method: 'GET', route: '/api/admin/moderation/queue' },
  { method: 'POST', route: '/api/admin/moderation/reviews/:id', body: () => ({ action: 'hide', note: 'x' }) },
  { method: 'POST', route: '/api/admin/moderation/replies/:id', body: () => ({ action: 'restore' }) },
  { method: 'GET', route: '/api/admin/moderation/reviews/:id/author' },
  { method: 'GET', route: '/api/admin/moderation/log' },
  { method: 'GET', route: '/api/admin/integrity' },
  {
    method: 'PUT',
    route: '/api/admin/restaurants/:id/review-pause',
    body: () => ({ until: new Date(Date.now() + 60_000).toISOString() }),
  },
  { method: 'GET', route: '/api/me/email-preferences' },
  {
    method: 'PUT',
    route: '/api/me/email-preferences',
    body: () => ({ ownerReplies: false, moderation: true }),
  },
  { method: 'GET', route: '/api/restaurants/:id/menu' },
  { method: 'GET', route: '/api/admin/settings/exchange-rate' },
  { method: 'PUT', route: '/api/admin/settings/exchange-rate', body: () => ({ khrPerUsd: 4100 }) },
  { method: 'GET', route: '/api/restaurants/:id/reservations/availability' },
  {
    method: 'POST',
    route: '/api/restaurants/:id/reservations',
    body: () => ({
      date: daysFromNow(25),
      time: '19:00',
      partySize: 2,
      name: 'ស្រីនាង 🍜',
      phone: '+855 12 345 678',
      email: 'fuzz@example.com',
      note: 'Fuzzed',
    }),
  },
  // Accounts: recovery, settings and the sign-in challenge. The delete body never names the actor, so the
  // fuzzer cannot delete the accounts it signs in as.
  { method: 'GET', route: '/api/auth-challenge' },
  { method: 'POST', route: '/api/account/forgot-password', body: () => ({ email: 'fuzz@example.com' }) },
  { method: 'POST', route: '/api/account/resend-verification', body: () => ({ email: 'fuzz@example.com' }) },
  {
    method: 'POST',
    route: '/api/account/reset-password',
    body: () => ({ token: 'not-a-token', password: 'Passw0rdX', confirmPassword: 'Passw0rdX' }),
    runs: 20,
  },
  { method: 'GET', route: '/api/me/devices' },
  { method: 'POST', route: '/api/me/devices/:id/sign-out' },
  { method: 'POST', route: '/api/me/devices/sign-out-others' },
  {
    method: 'POST',
    route: '/api/me/password',
    body: () => ({ currentPassword: 'WrongPassw0rd', password: 'Passw0rdY', confirmPassword: 'Passw0rdY' }),
    runs: 20,
  },
  { method: 'POST', route: '/api/me/email', body: () => ({ newEmail: 'fuzz-new@example.com' }) },
  { method: 'GET', route: '/api/me/export' },
  { method: 'POST', route: '/api/me/delete', body: () => ({ username: 'not_the_actor' }) },
  { method: 'GET', route: '/api/me/reservations' },
  { method: 'POST', route: '/api/me/reservations/:reservationId/cancel' },
  { method: 'GET', route: '/api/owner/restaurants/:id/reservation-settings' },
  {
    method: 'PUT',
    route: '/api/owner/restaurants/:id/reservation-settings',
    body: () => ({
      isEnabled: true,
      partySizeMin: 1,
      partySizeMax: 12,
      maxDaysAhead: 30,
      minNoticeMinutes: 120,
      slotMinutes: 30,
      capacityPerSlot: 20,
    }),
  },
  { method: 'GET', route: '/api/owner/restaurants/:id/reservations' },
  { method: 'GET', route: '/api/owner/restaurants/:id/reservations/summary' },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/reservations/:reservationId/confirm',
    body: () => ({ message: 'ជួបគ្នា' }),
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/reservations/:reservationId/decline',
    body: () => ({ message: null }),
  },
  // better-auth's own endpoints the public forms use
  {
    method: 'POST',
    route: '/api/auth/sign-up/email',
    body: () => ({
      username: 'fuzz_user',
      email: 'fuzz@example.com',
      password: 'Passw0rdX',
      confirmPassword: 'Passw0rdX',
      isRestaurantOwner: false,
    }),
    runs: Math.min(RUNS, 100),
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in/email',
    body: () => ({ email: 'fuzz@example.com', password: 'Passw0rdX' }),
    runs: Math.min(RUNS, 200),
  },
];

let ctx: TestContext;
let f: Fixtures;

/** The session cookie's name (the auth plugin only looks at cookies that carry it) and a real value. */
function sessionCookieName() {
  return (f.actors.dinerA.cookie ?? '').split('=')[0] ?? 'spey.session_token';
}
function sessionCookieValue() {
  return (
    decodeURIComponent((f.actors.dinerA.cookie ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '') +
    'x'
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  f = await createActorsAndFixtures(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** encodeURIComponent that survives lone surrogates (they become U+FFFD, as a browser would send). */
function encodeSegment(text: string) {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** A path parameter: usually a real id (so handlers run), otherwise anything at all. */
function paramArbitrary(name: string) {
  const real: Record<string, (fx: Fixtures) => string[]> = {
    id: (fx) => [
      fx.restaurantX,
      fx.restaurantY,
      fx.restaurantZ,
      fx.reviewA,
      fx.speyReviewA,
      fx.replyX,
      fx.claimA,
      fx.registrationA1,
    ],
    restaurantId: (fx) => [fx.restaurantX, fx.restaurantZ],
    specialId: (fx) => [fx.specialX, fx.specialY],
    categoryId: (fx) => [fx.categoryX],
    itemId: (fx) => [fx.itemX],
    reservationId: (fx) => [fx.reservationA1, fx.reservationA2, fx.reservationA3],
    style: () => ['anonymous', 'initials'],
    seed: () => ['spey', 'a.svg'],
  };
  const known = real[name]?.(f) ?? ['x'];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 3 },
    { arbitrary: fc.uuid().map(encodeSegment), weight: 1 },
    { arbitrary: fuzzString.map((s) => encodeSegment(s.slice(0, 300))), weight: 2 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '.', '%2F', '%00'), weight: 1 },
  );
}

function queryArbitrary() {
  const value = fc.oneof(
    fuzzString.map((s) => s.slice(0, 3000)),
    fuzzNumber.map(String),
  );
  const entry = fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })), value);
  return fc.array(entry, { maxLength: 5 }).map((entries) => {
    const search = new URLSearchParams();
    for (const [key, v] of entries) search.append(key, v);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

function bodyArbitrary(endpoint: Endpoint) {
  const template = endpoint.body?.(f) ?? {};
  const mutated = fc
    .record(
      Object.fromEntries(
        Object.entries(template).map(([key, valid]) => [
          key,
          fc.oneof(
            { arbitrary: fc.constant(valid), weight: 3 },
            { arbitrary: fc.constant(undefined), weight: 1 },
            { arbitrary: fuzzValue, weight: 2 },
          ),
        ]),
      ),
    )
    .chain((record) =>
      fc
        .dictionary(fc.string({ maxLength: 6 }), fuzzValue, { maxKeys: 2 })
        .map((extra) => ({ ...extra, ...record })),
    );
  return fc.oneof(
    { arbitrary: mutated, weight: 3 },
    { arbitrary: fuzzValue, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** How the body travels: JSON as usual, or raw text under some other (or broken) content type. */
const encodingArbitrary = fc.oneof(
  { arbitrary: fc.constant({ kind: 'json' as const }), weight: 6 },
  {
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
        'garbage/😀',
      ),
      text: fc.oneof(
        fuzzString,
        fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"x":1}}', 'null', '""', '1'),
      ),
    }),
    weight: 2,
  },
);

function requestArbitrary(endpoint: Endpoint) {
  const paramNames = [...endpoint.route.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return fc.record({
    actor: fc.constantFrom<ActorKind>('anonymous', 'dinerA', 'ownerX', 'admin'),
    params: fc.tuple(...paramNames.map(paramArbitrary)),
    query: queryArbitrary(),
    body: bodyArbitrary(endpoint),
    encoding: encodingArbitrary,
    headers: fc.record(
      {
        'accept-language': fuzzString.map((s) => s.slice(0, 200).replace(/[^\x20-\x7e]/g, '')),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
        cookie: fc
          .oneof(fc.string({ maxLength: 60 }), fc.uuid(), fc.constant(sessionCookieValue()))
          .map((s) => `${sessionCookieName()}=${encodeSegment(s)}`),
      },
      { requiredKeys: [] },
    ),
    /** Now and then a cross-site Origin, which every write must refuse with a 403. */
    origin: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 9 },
      { arbitrary: fc.constantFrom('https://evil.example', 'null', ''), weight: 1 },
    ),
  });
}

type FuzzRequest = fc.Arbitrary<
  ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never
>;

describe('fuzzing every /api route', () => {
  it('covers every registered /api route', () => {
    const fuzzed = new Set(endpoints.map((e) => `${e.method} ${e.route}`));
    expect(listApiRoutes(ctx.app).filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.route}: ${endpoint.runs ?? RUNS} random requests, never a 5xx`, async () => {
      const arbitrary: FuzzRequest = requestArbitrary(endpoint);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          let i = 0;
          const url = endpoint.route.replace(/:(\w+)/g, () => input.params[i++] ?? 'x') + input.query;
          const actorCookie = input.actor === 'anonymous' ? undefined : f.actors[input.actor].cookie;
          const { cookie: fuzzCookie, ...fuzzHeaders } = input.headers;
          const headers = input.origin === undefined ? fuzzHeaders : { ...fuzzHeaders, origin: input.origin };
          const cookie = actorCookie ?? fuzzCookie;
          const body =
            input.encoding.kind === 'json'
              ? input.body === undefined
                ? {}
                : {
                    payload: JSON.stringify(input.body),
                    headers: { ...headers, 'content-type': 'application/json' },
                  }
              : {
                  payload: input.encoding.text,
                  headers: { ...headers, 'content-type': input.encoding.contentType },
                };
          const response = await request(ctx, {
            method: endpoint.method,
            url,
            cookie,
            headers,
            ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : body),
          });
          const status = response.statusCode;
          if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
            throw new Error(`${endpoint.method} ${url} → ${status} ${response.body.slice(0, 300)}`);
          }
          if (status >= 400) {
            let parsed: unknown = null;
            try {
              parsed = response.json();
            } catch {
              // not JSON: reported below
            }
            if (!isErrorBody(parsed)) {
              throw new Error(
                `${endpoint.method} ${url} → ${status} without the error shape: ${response.body.slice(0, 300)}`,
              );
            }
          }
        }),
        { numRuns: endpoint.runs ?? RUNS },
      );
    }, 600_000);
  }

  it('leaves the database consistent', async () => {
    expect(await findInvariantViolations(ctx.db)).toEqual([]);
  });
});
