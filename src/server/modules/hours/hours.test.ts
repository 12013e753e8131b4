import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, getTodayInZone } from '@/shared/domain/hours';
import { hoursMessages } from '@/shared/schemas/hours.schema';
import {
  createOwnersAndDiner,
  type SignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { operatingHours, restaurants, specialHours } from '../../db/schema/index';
import { getRestaurantHours } from './hours.service';

type SignedIn = SignedInUser;

let ctx: TestContext;
let owner: SignedIn;
let otherOwner: SignedIn;
let diner: SignedIn;

const ZONE = 'Asia/Phnom_Penh';

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, otherOwner, diner } = await createOwnersAndDiner(ctx));
});
afterAll(async () => {
  await ctx.close();
});

async function createRestaurant(ownerId: string | null = null) {
  const rows = await ctx.db
    .insert(restaurants)
    .values({ name: `Hours test ${randomUUID().slice(0, 8)}`, cuisine: 'Khmer', ownerId })
    .returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant not created');
  return id;
}

type DayPatch = Partial<{
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}>;

function fullWeek(patch: (day: number) => DayPatch = () => ({})) {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    openTime: '09:00',
    closeTime: '17:00',
    isClosed: false,
    ...patch(dayOfWeek),
  }));
}

async function countRows(restaurantId: string) {
  const rows = await queryRows(
    ctx.db,
    sql`SELECT (SELECT count(*)::int FROM restaurant_operating_hours WHERE restaurant_id = ${restaurantId}) AS weekly,
               (SELECT count(*)::int FROM restaurant_special_hours WHERE restaurant_id = ${restaurantId}) AS special`,
  );
  return rows[0] as { weekly: number; special: number };
}

function todayInZone() {
  return getTodayInZone(new Date(), ctx.config.timeZone);
}

describe('GET /api/restaurants/:id/hours', () => {
  it('answers 404 for an unknown restaurant and 400 for a malformed id', async () => {
    const unknown = await request(ctx, { method: 'GET', url: `/api/restaurants/${randomUUID()}/hours` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const malformed = await request(ctx, { method: 'GET', url: '/api/restaurants/not-a-uuid/hours' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION');
  });

  it('gives empty lists and status unset when no hours are set', async () => {
    const id = await createRestaurant();
    const response = await request(ctx, { method: 'GET', url: `/api/restaurants/${id}/hours` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.weekly).toEqual([]);
    expect(body.special).toEqual([]);
    expect(body.status).toEqual({ status: 'unset', message: { kind: 'unset' } });
    expect(body.timeZone).toBe(ctx.config.timeZone);
    expect(body.today).toBe(todayInZone());
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(60_000);
  });

  it('orders weekly rows by day and special rows by date, keeping only today or later in Cambodia', async () => {
    const id = await createRestaurant();
    await ctx.db.insert(operatingHours).values(
      [3, 0, 6, 1, 5, 2, 4].map((dayOfWeek) => ({
        restaurantId: id,
        dayOfWeek,
        openTime: '09:00',
        closeTime: '17:00:00',
        isClosed: dayOfWeek === 0,
      })),
    );
    await ctx.db.insert(specialHours).values([
      { restaurantId: id, date: '2030-01-20', isClosed: false, openTime: '10:00', closeTime: '14:00' },
      { restaurantId: id, date: '2030-01-14', isClosed: true, reason: 'Yesterday' },
      { restaurantId: id, date: '2030-01-16', isClosed: true, reason: 'Tomorrow' },
      { restaurantId: id, date: '2030-01-15', isClosed: true, reason: 'Staff party' },
    ]);

    // 2030-01-15 03:00 UTC is 10:00 on Tuesday 15 January in Phnom Penh.
    const morning = await getRestaurantHours(ctx.db, id, {
      now: new Date('2030-01-15T03:00:00Z'),
      timeZone: ZONE,
    });
    expect(morning.weekly.map((row) => row.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(morning.weekly[1]).toMatchObject({ openTime: '09:00', closeTime: '17:00', isClosed: false });
    expect(morning.weekly[0]?.isClosed).toBe(true);
    expect(morning.today).toBe('2030-01-15');
    expect(morning.special.map((row) => row.date)).toEqual(['2030-01-15', '2030-01-16', '2030-01-20']);
    expect(morning.special[2]).toMatchObject({
      openTime: '10:00',
      closeTime: '14:00',
      isClosed: false,
      reason: null,
    });
    // Today's closed special day overrides Tuesday's 09:00-17:00.
    expect(morning.status).toMatchObject({
      status: 'closed',
      message: { kind: 'closedReason', reason: 'Staff party' },
      nextOpening: { kind: 'day', date: '2030-01-17', time: '09:00' },
    });

    // 18:30 UTC on the 15th is already 01:30 on the 16th in Phnom Penh: the 15th is in the past there.
    const lateNight = await getRestaurantHours(ctx.db, id, {
      now: new Date('2030-01-15T18:30:00Z'),
      timeZone: ZONE,
    });
    expect(lateNight.today).toBe('2030-01-16');
    expect(lateNight.special.map((row) => row.date)).toEqual(['2030-01-16', '2030-01-20']);

    // A Wednesday without a special day: open at 10:00 until 17:00.
    const wednesday = await getRestaurantHours(ctx.db, id, {
      now: new Date('2030-01-23T03:00:00Z'),
      timeZone: ZONE,
    });
    expect(wednesday.special).toEqual([]);
    expect(wednesday.status).toEqual({
      status: 'open',
      message: { kind: 'openUntil', time: '17:00', dayOffset: 0 },
    });
  });
});

describe('PUT /api/owner/restaurants/:id/hours', () => {
  it('lets the owner write the whole week, and updates the same 7 rows the next time', async () => {
    const id = await createRestaurant(owner.id);
    const first = await request(ctx, {
      method: 'PUT',
      url: `/api/owner/restaurants/${id}/hours`,
      cookie: owner.cookie,
      payload: {
        days: fullWeek((day) => (day === 0 ? { isClosed: true, openTime: null, closeTime: null } : {})),
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().weekly).toHaveLength(7);
    expect(first.json().weekly[0]).toMatchObject({
      dayOfWeek: 0,
      isClosed: true,
      openTime: null,
      closeTime: null,
    });

    const second = await request(ctx, {
      method: 'PUT',
      url: `/api/owner/restaurants/${id}/hours`,
      cookie: owner.cookie,
      // any order is accepted; a closed day may keep its times for when it reopens
      payload: {
        days: fullWeek((day) =>
          day === 1 ? { isClosed: true } : { openTime: '17:00', closeTime: '02:00' },
        ).reverse(),
      },
    });
    expect(second.statusCode).toBe(200);
    const weekly = second.json().weekly as Array<{
      dayOfWeek: number;
      openTime: string | null;
      closeTime: string | null;
      isClosed: boolean;
    }>;
    expect(weekly.map((row) => row.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekly[1]).toMatchObject({ isClosed: true, openTime: '09:00', closeTime: '17:00' });
    expect(weekly[0]).toMatchObject({ isClosed: false, openTime: '17:00', closeTime: '02:00' });
    expect(await countRows(id)).toEqual({ weekly: 7, special: 0 });

    const read = await request(ctx, { method: 'GET', url: `/api/restaurants/${id}/hours` });
    expect(read.json().weekly).toEqual(weekly);
  });

  it.each([
    ['six days', { days: fullWeek().slice(0, 6) }, 'days', hoursMessages.sevenDays],
    [
      'a day twice',
      {
        days: [
          ...fullWeek().slice(0, 6),
          { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
        ],
      },
      'days.6.dayOfWeek',
      hoursMessages.duplicateDay,
    ],
    [
      'day 7',
      { days: fullWeek((day) => (day === 6 ? { dayOfWeek: 7 } : {})) },
      'days.6.dayOfWeek',
      hoursMessages.dayOfWeek,
    ],
    [
      'an invalid time',
      { days: fullWeek((day) => (day === 2 ? { openTime: '25:00' } : {})) },
      'days.2.openTime',
      hoursMessages.time,
    ],
    [
      'an open day without a close time',
      { days: fullWeek((day) => (day === 3 ? { closeTime: '' } : {})) },
      'days.3.closeTime',
      hoursMessages.closeTimeRequired,
    ],
    [
      'an open day without an open time',
      { days: fullWeek((day) => (day === 4 ? { openTime: null } : {})) },
      'days.4.openTime',
      hoursMessages.openTimeRequired,
    ],
    ['no days at all', {}, 'days', hoursMessages.sevenDays],
  ])('refuses %s with a field message and changes nothing', async (_label, payload, field, message) => {
    const id = await createRestaurant(owner.id);
    const response = await request(ctx, {
      method: 'PUT',
      url: `/api/owner/restaurants/${id}/hours`,
      cookie: owner.cookie,
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields[field]).toBe(message);
    expect(await countRows(id)).toEqual({ weekly: 0, special: 0 });
  });

  it('answers 404 to another owner and to a diner, 401 when signed out, and changes nothing', async () => {
    const id = await createRestaurant(owner.id);
    const url = `/api/owner/restaurants/${id}/hours`;
    const payload = { days: fullWeek() };
    for (const who of [otherOwner, diner]) {
      const response = await request(ctx, { method: 'PUT', url, cookie: who.cookie, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const anonymous = await request(ctx, { method: 'PUT', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const unclaimed = await createRestaurant(null);
    const onUnclaimed = await request(ctx, {
      method: 'PUT',
      url: `/api/owner/restaurants/${unclaimed}/hours`,
      cookie: owner.cookie,
      payload,
    });
    expect(onUnclaimed.statusCode).toBe(404);
    expect(await countRows(id)).toEqual({ weekly: 0, special: 0 });
    expect(await countRows(unclaimed)).toEqual({ weekly: 0, special: 0 });
  });

  it('answers 400 for a malformed restaurant id', async () => {
    const response = await request(ctx, {
      method: 'PUT',
      url: '/api/owner/restaurants/123/hours',
      cookie: owner.cookie,
      payload: { days: fullWeek() },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('special hours', () => {
  it('lets the owner add a closed day (times stored null) and an open day, listed by date from today', async () => {
    const id = await createRestaurant(owner.id);
    const today = todayInZone();
    const url = `/api/owner/restaurants/${id}/special-hours`;
    const closed = await request(ctx, {
      method: 'POST',
      url,
      cookie: owner.cookie,
      payload: {
        date: addDays(today, 3),
        isClosed: true,
        openTime: '09:00',
        closeTime: '12:00',
        reason: '  Khmer New Year  ',
      },
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({
      date: addDays(today, 3),
      isClosed: true,
      openTime: null,
      closeTime: null,
      reason: 'Khmer New Year',
    });
    const stored = await ctx.db.select().from(specialHours).where(eq(specialHours.restaurantId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ openTime: null, closeTime: null });

    const open = await request(ctx, {
      method: 'POST',
      url,
      cookie: owner.cookie,
      payload: { date: today, isClosed: false, openTime: '10:00', closeTime: '14:00', reason: '' },
    });
    expect(open.statusCode).toBe(201);
    expect(open.json()).toMatchObject({ date: today, openTime: '10:00', closeTime: '14:00', reason: null });

    const read = await request(ctx, { method: 'GET', url: `/api/restaurants/${id}/hours` });
    expect(read.json().special.map((row: { date: string }) => row.date)).toEqual([today, addDays(today, 3)]);
  });

  it('refuses a second entry for the same date with 409', async () => {
    const id = await createRestaurant(owner.id);
    const url = `/api/owner/restaurants/${id}/special-hours`;
    const payload = { date: addDays(todayInZone(), 1), isClosed: true };
    expect((await request(ctx, { method: 'POST', url, cookie: owner.cookie, payload })).statusCode).toBe(201);
    const again = await request(ctx, {
      method: 'POST',
      url,
      cookie: owner.cookie,
      payload: { ...payload, isClosed: false, openTime: '08:00', closeTime: '10:00' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', message: hoursMessages.specialExists });
    expect(await countRows(id)).toEqual({ weekly: 0, special: 1 });
  });

  it.each([
    ['no date', { isClosed: true }, 'date', hoursMessages.dateRequired],
    ['an empty date', { date: '', isClosed: true }, 'date', hoursMessages.dateRequired],
    ['an impossible date', { date: '2030-02-30', isClosed: true }, 'date', hoursMessages.dateInvalid],
    ['a past date', { date: 'yesterday', isClosed: true }, 'date', hoursMessages.datePast],
    [
      'an open day without times',
      { date: 'tomorrow', isClosed: false },
      'openTime',
      hoursMessages.openTimeRequired,
    ],
    [
      'an open day without a close time',
      { date: 'tomorrow', isClosed: false, openTime: '09:00' },
      'closeTime',
      hoursMessages.closeTimeRequired,
    ],
    [
      'an invalid time',
      { date: 'tomorrow', isClosed: false, openTime: '9am', closeTime: '17:00' },
      'openTime',
      hoursMessages.time,
    ],
    [
      'a reason over 200 characters',
      { date: 'tomorrow', isClosed: true, reason: 'x'.repeat(201) },
      'reason',
      hoursMessages.reasonMax,
    ],
  ] as Array<[string, Record<string, unknown> & { date?: string }, string, string]>)(
    'refuses %s with 400 and a field message',
    async (_label, payload, field, message) => {
      const id = await createRestaurant(owner.id);
      const today = todayInZone();
      const date =
        payload.date === 'yesterday'
          ? addDays(today, -1)
          : payload.date === 'tomorrow'
            ? addDays(today, 1)
            : payload.date;
      const response = await request(ctx, {
        method: 'POST',
        url: `/api/owner/restaurants/${id}/special-hours`,
        cookie: owner.cookie,
        payload: { ...payload, date },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await countRows(id)).toEqual({ weekly: 0, special: 0 });
    },
  );

  it('answers 404 to another owner and a diner, 401 when signed out, for adding and deleting', async () => {
    const id = await createRestaurant(owner.id);
    const url = `/api/owner/restaurants/${id}/special-hours`;
    const payload = { date: addDays(todayInZone(), 2), isClosed: true, reason: 'Holiday' };
    for (const who of [otherOwner, diner]) {
      const response = await request(ctx, { method: 'POST', url, cookie: who.cookie, payload });
      expect(response.statusCode).toBe(404);
    }
    expect((await request(ctx, { method: 'POST', url, payload })).statusCode).toBe(401);
    expect(await countRows(id)).toEqual({ weekly: 0, special: 0 });

    const created = await request(ctx, { method: 'POST', url, cookie: owner.cookie, payload });
    const specialId = created.json().id as string;
    for (const who of [otherOwner, diner]) {
      const response = await request(ctx, {
        method: 'DELETE',
        url: `${url}/${specialId}`,
        cookie: who.cookie,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await request(ctx, { method: 'DELETE', url: `${url}/${specialId}` })).statusCode).toBe(401);
    // Another owner naming their own restaurant with this special id finds nothing either.
    const theirs = await createRestaurant(otherOwner.id);
    const crossed = await request(ctx, {
      method: 'DELETE',
      url: `/api/owner/restaurants/${theirs}/special-hours/${specialId}`,
      cookie: otherOwner.cookie,
    });
    expect(crossed.statusCode).toBe(404);
    expect(await countRows(id)).toEqual({ weekly: 0, special: 1 });
  });

  it('lets the owner delete a special day once', async () => {
    const id = await createRestaurant(owner.id);
    const url = `/api/owner/restaurants/${id}/special-hours`;
    const created = await request(ctx, {
      method: 'POST',
      url,
      cookie: owner.cookie,
      payload: { date: todayInZone(), isClosed: true },
    });
    const specialId = created.json().id as string;
    const deleted = await request(ctx, {
      method: 'DELETE',
      url: `${url}/${specialId}`,
      cookie: owner.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: specialId });
    const again = await request(ctx, { method: 'DELETE', url: `${url}/${specialId}`, cookie: owner.cookie });
    expect(again.statusCode).toBe(404);
    const malformed = await request(ctx, { method: 'DELETE', url: `${url}/nope`, cookie: owner.cookie });
    expect(malformed.statusCode).toBe(400);
    expect(await countRows(id)).toEqual({ weekly: 0, special: 0 });
  });
});
