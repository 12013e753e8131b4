import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, getZonedNow } from '@/shared/domain/hours';
import type { Availability, MyReservation, OwnerReservation } from '@/shared/schemas/reservation.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { restaurants, session, user } from '../../db/schema/index';
import type { CurrentUser } from '../../plugins/auth';
import * as service from './reservations.service';

// The server's own zone must not matter: every date and time here is Cambodia's.
const previousTz = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let owner: SignedIn;
let otherOwner: SignedIn;
let diner: SignedIn;
let restaurantId: string;

const TZ = 'Asia/Phnom_Penh';
const today = () => getZonedNow(new Date(), TZ).date;

async function createRestaurant(ownerId: string | null) {
  const rows = await ctx.db
    .insert(restaurants)
    .values({ name: `Booking test ${randomUUID().slice(0, 8)}`, cuisine: 'Khmer', ownerId })
    .returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant not created');
  return id;
}

/**
 * A verified diner with a session, written straight to the tables: signing up through the API hashes
 * a password (on purpose slow), which would make fifty diners take most of a minute. The cookie is
 * signed the way better-auth signs it (HMAC-SHA256 of the token with the secret, base64).
 */
async function createQuickDiner(): Promise<{ id: string; cookie: string }> {
  const suffix = randomBytes(5).toString('hex');
  const [row] = await ctx.db
    .insert(user)
    .values({ name: `quick_${suffix}`, email: `quick_${suffix}@example.com`, emailVerified: true })
    .returning({ id: user.id });
  if (!row) throw new Error('no user row');
  const token = randomBytes(24).toString('hex');
  await ctx.db
    .insert(session)
    .values({ token, userId: row.id, expiresAt: new Date(Date.now() + 86_400_000) });
  const signature = createHmac('sha256', ctx.config.authSecret).update(token).digest('base64');
  return { id: row.id, cookie: `spey.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
}

const ownerUrl = (id: string, rest = '') => `/api/owner/restaurants/${id}${rest}`;

async function setUp(
  id: string,
  settings: Partial<Record<string, unknown>> = {},
  cookie = owner.cookie,
  hours: { open: string; close: string } = { open: '18:00', close: '02:00' },
) {
  const week = await request(ctx, {
    method: 'PUT',
    url: ownerUrl(id, '/hours'),
    cookie,
    payload: {
      days: Array.from({ length: 7 }, (_, day) => ({
        dayOfWeek: day,
        openTime: hours.open,
        closeTime: hours.close,
        isClosed: false,
      })),
    },
  });
  expect(week.statusCode, week.body).toBe(200);
  const saved = await request(ctx, {
    method: 'PUT',
    url: ownerUrl(id, '/reservation-settings'),
    cookie,
    payload: {
      isEnabled: true,
      partySizeMin: 1,
      partySizeMax: 8,
      maxDaysAhead: 30,
      minNoticeMinutes: 120,
      slotMinutes: 60,
      capacityPerSlot: 10,
      ...settings,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const validRequest = (date: string, time = '19:00', partySize = 2) => ({
  date,
  time,
  partySize,
  name: 'Sokha Chan',
  phone: '012 345 678',
  email: 'sokha@example.com',
  note: 'Window table, please',
});

function book(id: string, payload: object, cookie = diner.cookie) {
  return request(ctx, { method: 'POST', url: `/api/restaurants/${id}/reservations`, cookie, payload });
}

function errorCode(response: { json(): unknown }) {
  return (response.json() as { error: { code: string } }).error.code;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, otherOwner, diner] = await Promise.all([
    createSignedInUser(ctx, { isRestaurantOwner: true }),
    createSignedInUser(ctx, { isRestaurantOwner: true }),
    createSignedInUser(ctx),
  ]);
  restaurantId = await createRestaurant(owner.id);
  await setUp(restaurantId);
});
afterAll(async () => {
  await ctx.close();
  process.env.TZ = previousTz;
});

describe('settings', () => {
  it('answers the defaults until saved: off, 1-12 guests, 30 days, 2 hours, no capacity', async () => {
    const id = await createRestaurant(owner.id);
    const response = await request(ctx, {
      method: 'GET',
      url: ownerUrl(id, '/reservation-settings'),
      cookie: owner.cookie,
    });
    expect(response.json()).toEqual({
      isEnabled: false,
      partySizeMin: 1,
      partySizeMax: 12,
      maxDaysAhead: 30,
      minNoticeMinutes: 120,
      slotMinutes: 30,
      capacityPerSlot: null,
    });
  });

  it('refuses settings that do not hold together, and changes nothing', async () => {
    for (const payload of [
      { partySizeMin: 6, partySizeMax: 2 },
      { slotMinutes: 7 },
      { capacityPerSlot: 0 },
      { maxDaysAhead: -1 },
      { minNoticeMinutes: 1.5 },
    ]) {
      const response = await request(ctx, {
        method: 'PUT',
        url: ownerUrl(restaurantId, '/reservation-settings'),
        cookie: owner.cookie,
        payload: {
          isEnabled: true,
          partySizeMin: 1,
          partySizeMax: 8,
          maxDaysAhead: 30,
          minNoticeMinutes: 120,
          slotMinutes: 60,
          capacityPerSlot: 10,
          ...payload,
        },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION');
    }
    const kept = await request(ctx, {
      method: 'GET',
      url: ownerUrl(restaurantId, '/reservation-settings'),
      cookie: owner.cookie,
    });
    expect(kept.json()).toMatchObject({ partySizeMax: 8, slotMinutes: 60, capacityPerSlot: 10 });
  });

  it("another owner's restaurant finds nothing", async () => {
    const response = await request(ctx, {
      method: 'GET',
      url: ownerUrl(restaurantId, '/reservation-settings'),
      cookie: otherOwner.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('time slots in Cambodia time, with the server in Los Angeles', () => {
  const availability = async (id: string, date: string) => {
    const response = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${id}/reservations/availability?date=${date}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Availability;
  };

  it("across midnight: the night before's slots after 00:00 belong to the next date", async () => {
    const date = addDays(today(), 3);
    const body = await availability(restaurantId, date);
    expect(body.slots.map((s) => s.time)).toEqual([
      '00:00',
      '01:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
    ]);
    expect(body.slots[0]?.seatsLeft).toBe(10);
    expect(body).toMatchObject({ today: today(), lastDate: addDays(today(), 30), isEnabled: true });
  });

  it('outside the booking window, up to the edge of the calendar, a date has no slots (and no error)', async () => {
    for (const date of ['9999-12-31', addDays(today(), -1), addDays(today(), 31)]) {
      const body = await availability(restaurantId, date);
      expect(body.slots, date).toEqual([]);
      expect(body).toMatchObject({ date, today: today(), lastDate: addDays(today(), 30), isEnabled: true });
    }
  });

  it('special hours: a closed day keeps only the previous night, and a short day has its own slots', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id);
    const closed = addDays(today(), 5);
    const short = addDays(today(), 6);
    for (const payload of [
      { date: closed, isClosed: true, reason: 'Pchum Ben' },
      { date: short, isClosed: false, openTime: '10:00', closeTime: '12:00', reason: 'Lunch only' },
    ]) {
      const response = await request(ctx, {
        method: 'POST',
        url: ownerUrl(id, '/special-hours'),
        cookie: owner.cookie,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await availability(id, closed)).slots.map((s) => s.time)).toEqual(['00:00', '01:00']);
    expect((await availability(id, short)).slots.map((s) => s.time)).toEqual(['10:00', '11:00']);
    const refused = await book(id, validRequest(closed, '19:00'));
    expect(refused.statusCode).toBe(400);
    expect(errorCode(refused)).toBe('RESERVATION_CLOSED');
    expect((refused.json() as { error: { fields: Record<string, string> } }).error.fields.time).toBe(
      'The restaurant is closed at this time',
    );
  });

  it('stores the instant the Cambodian wall-clock time means', async () => {
    const date = addDays(today(), 4);
    const response = await book(restaurantId, validRequest(date, '00:00', 1));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await queryRows<{ starts_at: Date | string; d: string; t: string }>(
      ctx.db,
      sql`SELECT starts_at, to_char(date, 'YYYY-MM-DD') AS d, to_char(time, 'HH24:MI') AS t FROM reservations WHERE id = ${(response.json() as { id: string }).id}`,
    );
    expect(new Date(row!.starts_at).toISOString()).toBe(`${addDays(date, -1)}T17:00:00.000Z`);
    expect([row?.d, row?.t]).toEqual([date, '00:00']);
  });
});

describe('refusals', () => {
  it('refuses, with its code, each broken rule, and writes nothing', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id);
    const far = addDays(today(), 31);
    const soon = addDays(today(), 2);
    const cases: [object, number, string][] = [
      [validRequest(soon, '19:00', 9), 400, 'RESERVATION_PARTY_SIZE'],
      [validRequest(far, '19:00'), 400, 'RESERVATION_TOO_FAR'],
      [validRequest(soon, '15:00'), 400, 'RESERVATION_CLOSED'],
      [validRequest(soon, '19:30'), 400, 'RESERVATION_NOT_A_SLOT'],
      [validRequest(addDays(today(), -1), '19:00'), 400, 'RESERVATION_IN_PAST'],
      [{ ...validRequest(soon), phone: '+1 202 555 0100' }, 400, 'VALIDATION'],
      [{ ...validRequest(soon), email: 'nope' }, 400, 'VALIDATION'],
      [{ ...validRequest(soon), date: '2026-02-30' }, 400, 'VALIDATION'],
      [{ ...validRequest(soon), time: '25:00' }, 400, 'VALIDATION'],
      [{ ...validRequest(soon), name: '  ' }, 400, 'VALIDATION'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await book(id, payload);
      expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(status);
      expect(errorCode(response)).toBe(code);
    }
    const [count] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM reservations WHERE restaurant_id = ${id}`,
    );
    expect(count?.n).toBe(0);
  });

  it('refuses times in the past and inside the notice window (fixed clock)', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id, {}, owner.cookie, { open: '00:00', close: '00:00' });
    const current: CurrentUser = {
      id: diner.id,
      email: diner.email,
      emailVerified: true,
      username: diner.username,
      avatarUrl: null,
      role: 'user',
      locale: 'en',
    };
    const date = addDays(today(), 2);
    // 18:30 in Cambodia on `date`.
    const now = new Date(`${addDays(date, 0)}T11:30:00Z`);
    const clock = { now, timeZone: TZ };
    const attempt = (time: string) =>
      service.createReservation(
        ctx.db,
        current,
        id,
        { ...validRequest(date, time), phone: '+85512345678', note: null },
        clock,
      );
    await expect(attempt('18:00')).rejects.toMatchObject({ code: 'RESERVATION_IN_PAST' });
    await expect(attempt('20:00')).rejects.toMatchObject({
      code: 'RESERVATION_TOO_SOON',
      message: 'Reservations need at least 2 hours notice',
    });
    await expect(attempt('21:00')).resolves.toMatchObject({ status: 'pending' });
  });

  it('needs a session and reservations turned on', async () => {
    const date = addDays(today(), 2);
    const anonymous = await book(restaurantId, validRequest(date), '');
    expect(anonymous.statusCode).toBe(401);
    const off = await createRestaurant(owner.id);
    const response = await book(off, validRequest(date));
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('RESERVATIONS_OFF');
    const missing = await book(randomUUID(), validRequest(date));
    expect(missing.statusCode).toBe(404);
  });

  it('at most 3 pending requests per diner per restaurant, and 5 a day', async () => {
    const someone = await createSignedInUser(ctx);
    const [first, second] = [await createRestaurant(owner.id), await createRestaurant(owner.id)];
    await setUp(first);
    await setUp(second);
    const date = addDays(today(), 7);
    for (const time of ['18:00', '19:00', '20:00']) {
      expect((await book(first, validRequest(date, time), someone.cookie)).statusCode).toBe(201);
    }
    const fourth = await book(first, validRequest(date, '21:00'), someone.cookie);
    expect([fourth.statusCode, errorCode(fourth)]).toEqual([409, 'RESERVATION_PENDING_LIMIT']);
    for (const time of ['18:00', '19:00']) {
      expect((await book(second, validRequest(date, time), someone.cookie)).statusCode).toBe(201);
    }
    const sixth = await book(second, validRequest(date, '20:00'), someone.cookie);
    expect([sixth.statusCode, errorCode(sixth)]).toEqual([409, 'RESERVATION_DAILY_LIMIT']);
  });
});

describe('capacity under 50 concurrent requests', () => {
  it('two diners racing for the last seats cannot both get them', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id, { capacityPerSlot: 10 });
    const date = addDays(today(), 9);
    const diners = await Promise.all(Array.from({ length: 50 }, () => createQuickDiner()));
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: diners[0]?.cookie });
    expect((me.json() as { user: { id: string } | null }).user?.id).toBe(diners[0]?.id);
    const started = performance.now();
    const responses = await Promise.all(
      diners.map((d, i) => book(id, validRequest(date, '20:00', i % 2 === 0 ? 1 : 2), d.cookie)),
    );
    const elapsed = performance.now() - started;
    const accepted = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && errorCode(r) === 'RESERVATION_FULL')).toBe(true);
    const [seats] = await queryRows<{ n: number; s: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(party_size), 0)::int AS s FROM reservations WHERE restaurant_id = ${id}`,
    );
    expect(seats?.n).toBe(accepted.length);
    expect(seats?.s).toBeLessThanOrEqual(10);
    expect(seats?.s).toBeGreaterThanOrEqual(9); // someone got a seat whenever one was left
    const after = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${id}/reservations/availability?date=${date}`,
    });
    const slot = (after.json() as Availability).slots.find((s) => s.time === '20:00');
    expect(slot?.seatsLeft).toBe(10 - (seats?.s ?? 0));
    console.info(
      `50 concurrent requests on ${ctx.database.kind}: ${elapsed.toFixed(0)} ms, ${accepted.length} accepted`,
    );
  });
});

describe('answers, the diner list, cancelling and the landing page', () => {
  it('the owner confirms or declines pending requests; the diner is e-mailed and sees the status', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id);
    const date = addDays(today(), 10);
    const guest = await createSignedInUser(ctx);
    const a = (
      await book(id, { ...validRequest(date, '19:00'), email: 'guest-a@example.com' }, guest.cookie)
    ).json() as { id: string };
    const b = (
      await book(id, { ...validRequest(date, '20:00'), email: 'guest-b@example.com' }, guest.cookie)
    ).json() as { id: string };

    const pending = await request(ctx, {
      method: 'GET',
      url: ownerUrl(id, '/reservations?status=pending'),
      cookie: owner.cookie,
    });
    const pendingItems = (pending.json() as { items: OwnerReservation[] }).items;
    expect(pendingItems.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(pendingItems[0]).toMatchObject({
      phone: '012 345 678',
      guestName: 'Sokha Chan',
      partySize: 2,
      time: '19:00',
      date,
    });

    const mailsBefore = ctx.mail.length;
    const confirm = await request(ctx, {
      method: 'POST',
      url: ownerUrl(id, `/reservations/${a.id}/confirm`),
      cookie: owner.cookie,
      payload: { message: 'See you soon' },
    });
    expect(confirm.json()).toEqual({ id: a.id, status: 'confirmed' });
    const decline = await request(ctx, {
      method: 'POST',
      url: ownerUrl(id, `/reservations/${b.id}/decline`),
      cookie: owner.cookie,
      payload: {},
    });
    expect(decline.json()).toEqual({ id: b.id, status: 'declined' });
    const again = await request(ctx, {
      method: 'POST',
      url: ownerUrl(id, `/reservations/${b.id}/confirm`),
      cookie: owner.cookie,
      payload: {},
    });
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'RESERVATION_ALREADY_ANSWERED']);
    const foreign = await request(ctx, {
      method: 'POST',
      url: ownerUrl(id, `/reservations/${a.id}/decline`),
      cookie: otherOwner.cookie,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);

    const mails = ctx.mail.slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual(['guest-a@example.com', 'guest-b@example.com']);
    // The guest's account speaks Khmer by default.
    expect(mails[0]?.subject).toContain('ត្រូវបានបញ្ជាក់');
    expect(mails[0]?.text).toContain('See you soon');
    expect(mails[0]?.text).toContain('/profile');

    for (const [filter, ids] of [
      ['confirmed', [a.id]],
      ['declined', [b.id]],
      ['pending', []],
      ['upcoming', [a.id, b.id]],
      ['past', []],
    ] as const) {
      const list = await request(ctx, {
        method: 'GET',
        url: ownerUrl(id, `/reservations?status=${filter}`),
        cookie: owner.cookie,
      });
      expect(
        (list.json() as { items: OwnerReservation[] }).items.map((r) => r.id),
        filter,
      ).toEqual(ids);
    }

    const mine = await request(ctx, { method: 'GET', url: '/api/me/reservations', cookie: guest.cookie });
    const items = (mine.json() as { items: MyReservation[] }).items;
    expect(items.map((r) => [r.id, r.status, r.canCancel])).toEqual([
      [a.id, 'confirmed', true],
      [b.id, 'declined', false],
    ]);
    expect(items[0]?.ownerMessage).toBe('See you soon');
    const otherDiner = await request(ctx, {
      method: 'GET',
      url: '/api/me/reservations',
      cookie: diner.cookie,
    });
    expect(otherDiner.body).not.toContain(a.id);
  });

  it('the diner cancels up to the notice window and the owner is told', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id);
    const guest = await createSignedInUser(ctx);
    const date = addDays(today(), 11);
    const created = (await book(id, validRequest(date, '21:00'), guest.cookie)).json() as { id: string };
    const stranger = await request(ctx, {
      method: 'POST',
      url: `/api/me/reservations/${created.id}/cancel`,
      cookie: diner.cookie,
    });
    expect(stranger.statusCode).toBe(404);
    const mailsBefore = ctx.mail.length;
    const cancel = await request(ctx, {
      method: 'POST',
      url: `/api/me/reservations/${created.id}/cancel`,
      cookie: guest.cookie,
    });
    expect(cancel.json()).toEqual({ id: created.id, status: 'cancelled' });
    expect(ctx.mail.slice(mailsBefore).map((m) => m.to)).toEqual([owner.email]);
    const twice = await request(ctx, {
      method: 'POST',
      url: `/api/me/reservations/${created.id}/cancel`,
      cookie: guest.cookie,
    });
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'RESERVATION_NOT_CANCELLABLE']);

    const late = (await book(id, validRequest(date, '22:00'), guest.cookie)).json() as { id: string };
    const current = { id: guest.id } as CurrentUser;
    const startsAt = new Date(`${date}T15:00:00Z`); // 22:00 in Cambodia
    const notifier = { mailer: { send: async () => undefined }, publicUrl: '', log: ctx.app.log };
    await expect(
      service.cancelMyReservation(
        ctx.db,
        current,
        late.id,
        { now: new Date(startsAt.getTime() - 3_600_000), timeZone: TZ },
        notifier,
      ),
    ).rejects.toMatchObject({ code: 'RESERVATION_CANCEL_TOO_LATE' });
  });

  it('the landing page counts today and this week, and lists the next arrivals', async () => {
    const id = await createRestaurant(owner.id);
    await setUp(id, {}, owner.cookie, { open: '00:00', close: '00:00' });
    const guest = await createSignedInUser(ctx);
    const date = addDays(today(), 1);
    for (const [time, size] of [
      ['10:00', 2],
      ['12:00', 4],
    ] as const) {
      expect((await book(id, validRequest(date, time, size), guest.cookie)).statusCode).toBe(201);
    }
    const summary = await request(ctx, {
      method: 'GET',
      url: ownerUrl(id, '/reservations/summary'),
      cookie: owner.cookie,
    });
    const body = summary.json() as {
      today: string;
      weekStart: string;
      weekEnd: string;
      todayCounts: { pending: number; covers: number };
      weekCounts: { pending: number; covers: number };
      nextArrivals: OwnerReservation[];
    };
    expect(body.today).toBe(today());
    expect(body.todayCounts).toEqual({ pending: 0, confirmed: 0, covers: 0 });
    const tomorrowInWeek = date <= body.weekEnd;
    expect(body.weekCounts).toEqual(
      tomorrowInWeek ? { pending: 2, confirmed: 0, covers: 6 } : { pending: 0, confirmed: 0, covers: 0 },
    );
    expect(body.nextArrivals.map((r) => r.time)).toEqual(['10:00', '12:00']);
    const manage = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${id}/manage`,
      cookie: owner.cookie,
    });
    expect(
      (manage.json() as { reservations: { time: string; status: string }[] }).reservations,
    ).toMatchObject([
      { time: '10:00', status: 'pending' },
      { time: '12:00', status: 'pending' },
    ]);
  });
});
