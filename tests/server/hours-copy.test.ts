import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { operatingHours, restaurants, specialHours } from '../../src/server/db/schema/index';
import { daysFromNow, insertTestRestaurant } from '../support/actors';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * restaurants.weekly_hours / special_hours (migration 0008) are copies of the hours tables that the
 * lists read instead of the tables, and weekly_hours_text / open_weekly / open_days / open_special
 * (migration 0009) the compact weekly rows and the open windows computed from them; triggers keep them exact whatever statement writes the hours.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Restaurants whose copies differ from what the hours tables say now. */
async function staleCopies() {
  return queryRows<{ id: string }>(
    ctx.db,
    sql`SELECT r.id FROM restaurants r
        WHERE r.weekly_hours IS DISTINCT FROM coalesce((
                SELECT jsonb_agg(jsonb_build_object('dayOfWeek', h.day_of_week, 'openTime', h.open_time,
                  'closeTime', h.close_time, 'isClosed', h.is_closed) ORDER BY h.day_of_week)
                FROM restaurant_operating_hours h WHERE h.restaurant_id = r.id), '[]'::jsonb)
           OR r.special_hours IS DISTINCT FROM coalesce((
                SELECT jsonb_agg(jsonb_build_object('date', s.date, 'isClosed', s.is_closed,
                  'openTime', s.open_time, 'closeTime', s.close_time, 'reason', s.reason) ORDER BY s.date)
                FROM restaurant_special_hours s WHERE s.restaurant_id = r.id), '[]'::jsonb)
           OR r.weekly_hours_text IS DISTINCT FROM coalesce((
                SELECT string_agg(concat_ws(',', h.day_of_week, coalesce(h.open_time::text, ''),
                  coalesce(h.close_time::text, ''), CASE WHEN h.is_closed THEN 't' ELSE 'f' END), ';'
                  ORDER BY h.day_of_week)
                FROM restaurant_operating_hours h WHERE h.restaurant_id = r.id), '')
           OR EXISTS (SELECT 1 FROM spey_open_windows(r.id) w
                WHERE (r.open_weekly, r.open_days, r.open_special) IS DISTINCT FROM (w.weekly, w.days, w.special))`,
  );
}

describe('hours copied onto the restaurant row', () => {
  it('follow inserts, upserts, updates and deletes of both hours tables, in bulk and one by one', async () => {
    const a = await insertTestRestaurant(ctx.db, { name: 'Copy A' });
    const b = await insertTestRestaurant(ctx.db, { name: 'Copy B' });
    const c = await insertTestRestaurant(ctx.db, { name: 'Copy C' });
    const week = (id: string) =>
      Array.from({ length: 7 }, (_, day) => ({
        restaurantId: id,
        dayOfWeek: day,
        openTime: '09:00',
        closeTime: day === 5 ? '01:30' : '21:00',
        isClosed: day === 1,
      }));
    // One statement for two restaurants.
    await ctx.db.insert(operatingHours).values([...week(a), ...week(b)]);
    expect(await staleCopies()).toEqual([]);
    const [row] = await ctx.db
      .select({ weekly: restaurants.weeklyHours })
      .from(restaurants)
      .where(eq(restaurants.id, a));
    expect(row?.weekly).toHaveLength(7);
    expect(row?.weekly[5]).toEqual({
      dayOfWeek: 5,
      openTime: '09:00:00',
      closeTime: '01:30:00',
      isClosed: false,
    });

    // The hours module's upsert (INSERT … ON CONFLICT DO UPDATE) and a plain update.
    await ctx.db
      .insert(operatingHours)
      .values(week(a).map((d) => ({ ...d, openTime: '10:15' })))
      .onConflictDoUpdate({
        target: [operatingHours.restaurantId, operatingHours.dayOfWeek],
        set: { openTime: sql`excluded.open_time` },
      });
    await ctx.db.update(operatingHours).set({ isClosed: true }).where(eq(operatingHours.restaurantId, b));
    expect(await staleCopies()).toEqual([]);

    await ctx.db.insert(specialHours).values([
      { restaurantId: a, date: daysFromNow(1), isClosed: true, reason: 'Holiday' },
      { restaurantId: a, date: daysFromNow(3), isClosed: false, openTime: '12:00', closeTime: '14:00' },
      { restaurantId: c, date: daysFromNow(2), isClosed: true },
    ]);
    expect(await staleCopies()).toEqual([]);
    await ctx.db
      .update(specialHours)
      .set({ reason: 'Water festival' })
      .where(eq(specialHours.restaurantId, a));
    await ctx.db.delete(specialHours).where(eq(specialHours.restaurantId, c));
    await ctx.db.delete(operatingHours).where(eq(operatingHours.restaurantId, b));
    expect(await staleCopies()).toEqual([]);

    // Deleting a restaurant cascades to its hours; the triggers find no row left to refresh.
    await ctx.db.delete(restaurants).where(eq(restaurants.id, a));
    expect(await staleCopies()).toEqual([]);
  });

  it('give the list the open status the hours say', async () => {
    const id = await insertTestRestaurant(ctx.db, { name: 'Always Open Copy' });
    await ctx.db.insert(operatingHours).values(
      Array.from({ length: 7 }, (_, day) => ({
        restaurantId: id,
        dayOfWeek: day,
        openTime: '00:00',
        closeTime: '00:00',
        isClosed: false,
      })),
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants?q=always%20open%20copy' });
    const body = response.json<{ items: { id: string; openStatus: { status: string } }[] }>();
    expect(body.items.find((item) => item.id === id)?.openStatus.status).toBe('open');
    const closed = await ctx.app.inject({ method: 'GET', url: '/api/restaurants?q=copy%20b' });
    expect(closed.json<{ items: { openStatus: { status: string } }[] }>().items[0]?.openStatus.status).toBe(
      'unset',
    );
  });
});
