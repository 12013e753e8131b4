import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, getOpeningStatus, getZonedNow } from '@/shared/domain/hours';
import { createTestApp, type TestContext } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { mulberry32 } from '../../lib/seeded-random';
import { openHourBands, operatingHours, restaurants, specialHours } from '../../db/schema/index';
import { openHourBand, openNowCondition } from './open-now-sql';
import { findRestaurantPage } from './restaurants.queries';

/**
 * The list's SQL "open now" filter must say exactly what the hours engine says. Random hours
 * (cross-midnight, 24-hour, '00:00' closes, closed days, missing times, invalid times, special
 * days before/on/after the instant, restaurants with only special rows) are compared with the
 * engine at many instants, including every window edge.
 */

const TIME_ZONE = 'Asia/Phnom_Penh';
const BASE_DATE = '2025-06-13'; // a Friday

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
const asTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

describe('SQL open-now agrees with getOpeningStatus', () => {
  it('for many random restaurants and instants', async () => {
    const random = mulberry32(20250613);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const edgeMinutes = [0, 1, 60, 120, 179, 180, 359, 720, 1020, 1080, 1319, 1320, 1380, 1439];
    const randomMinutes = () => (random() < 0.5 ? pick(edgeMinutes) : Math.floor(random() * 96) * 15);
    const randomTime = (): string | null => {
      const roll = random();
      if (roll < 0.04) return null;
      if (roll < 0.06) return '24:00:00'; // valid for PostgreSQL, invalid for the engine
      if (roll < 0.08) return `${asTime(randomMinutes())}:00.5`; // fractional seconds: invalid too
      if (roll < 0.15) return `${asTime(randomMinutes())}:30`; // seconds are ignored
      return asTime(randomMinutes());
    };
    const randomRow = () => {
      const open = randomTime();
      // A quarter of rows are 24 hours (close == open).
      const close = random() < 0.25 ? open : randomTime();
      return { openTime: open, closeTime: close, isClosed: random() < 0.12 };
    };

    const dates = [-2, -1, 0, 1, 2].map((offset) => addDays(BASE_DATE, offset));
    const edges = new Set<number>(edgeMinutes);
    for (let i = 0; i < 90; i += 1) {
      const [inserted] = await ctx.db
        .insert(restaurants)
        .values({ name: `R${String(i).padStart(3, '0')}`, cuisine: 'Khmer' })
        .returning({ id: restaurants.id });
      const restaurantId = inserted!.id;
      const hasWeekly = random() < 0.9;
      if (hasWeekly) {
        const days = [0, 1, 2, 3, 4, 5, 6].filter(() => random() < 0.85);
        const shared = randomRow();
        const rows = days.map((dayOfWeek) => ({
          restaurantId,
          dayOfWeek,
          ...(random() < 0.5 ? shared : randomRow()),
        }));
        if (rows.length > 0) await ctx.db.insert(operatingHours).values(rows);
      }
      const specialDates = dates.filter(() => random() < 0.3);
      if (specialDates.length > 0) {
        await ctx.db.insert(specialHours).values(
          specialDates.map((date) => ({
            restaurantId,
            date,
            reason: random() < 0.5 ? 'Holiday' : null,
            ...randomRow(),
          })),
        );
      }
    }

    const weeklyRows = await ctx.db.select().from(operatingHours);
    const specialRows = await ctx.db.select().from(specialHours);
    const allIds = (await ctx.db.select({ id: restaurants.id }).from(restaurants)).map((row) => row.id);
    for (const row of [...weeklyRows, ...specialRows]) {
      for (const time of [row.openTime, row.closeTime]) {
        const match = time ? /^(\d\d):(\d\d)/.exec(time) : null;
        if (match) edges.add((Number(match[1]) * 60 + Number(match[2])) % 1440);
      }
    }

    // Instants: every window edge (and the minute before it) on three days, plus random ones.
    const instants: Date[] = [];
    const localToInstant = (date: string, minutes: number) =>
      new Date(Date.parse(`${date}T${asTime(minutes)}:00+07:00`));
    for (const date of dates.slice(1, 4)) {
      for (const minute of edges) {
        instants.push(localToInstant(date, minute));
        instants.push(localToInstant(date, (minute + 1439) % 1440));
      }
    }
    for (let i = 0; i < 60; i += 1) {
      instants.push(localToInstant(pick(dates.slice(1, 4)), Math.floor(random() * 1440)));
    }

    let openCount = 0;
    let checked = 0;
    for (const instant of instants) {
      const now = getZonedNow(instant, TIME_ZONE);
      // The list's own statement (prepared on PostgreSQL, one per night band and one for the day), and
      // the condition with the clock written into the text.
      const pageOpen = new Set(
        (await findRestaurantPage(ctx.db, { openAt: now, limit: 500 })).map((row) => row.id),
      );
      const sqlOpen = new Set(
        (
          await queryRows<{ id: string }>(
            ctx.db,
            sql`SELECT id FROM restaurants WHERE ${openNowCondition(now)}`,
          )
        ).map((row) => row.id),
      );
      expect([...pageOpen].sort()).toEqual([...sqlOpen].sort());
      for (const id of allIds) {
        const engineOpen =
          getOpeningStatus({
            weeklyHours: weeklyRows.filter((row) => row.restaurantId === id),
            specialHours: specialRows.filter((row) => row.restaurantId === id),
            instant,
            timeZone: TIME_ZONE,
          }).status === 'open';
        if (engineOpen) openCount += 1;
        checked += 1;
        expect(
          sqlOpen.has(id),
          `restaurant ${id} at ${instant.toISOString()} (${now.date} ${asTime(now.minutes)})`,
        ).toBe(engineOpen);
      }
    }
    // The data must exercise both answers plenty.
    expect(checked).toBeGreaterThan(5000);
    expect(openCount).toBeGreaterThan(checked * 0.15);
    expect(openCount).toBeLessThan(checked * 0.85);
  });
});

describe('the night bands (migration 0013)', () => {
  it('spey_open_hours sets the bit of every hour a window touches', async () => {
    const hours = async (weekly: string, special: string) => {
      const [row] = await queryRows<{ mask: number }>(
        ctx.db,
        sql`SELECT spey_open_hours(${weekly}::int4multirange, ${special}::int4multirange) AS mask`,
      );
      return row!.mask;
    };
    const bits = (...hourList: number[]) => hourList.reduce((mask, hour) => mask | (1 << hour), 0);
    expect(await hours('{}', '{}')).toBe(0);
    expect(await hours('{[0,10080)}', '{}')).toBe(bits(...Array.from({ length: 24 }, (_, h) => h)));
    // Saturday 23:00 to Sunday 01:00 (split in two at the week's end), and 02:00 for one minute.
    expect(await hours('{[0,60),[10020,10080)}', '{}')).toBe(bits(23, 0));
    expect(await hours('{[120,121)}', '{}')).toBe(bits(2));
    // 04:59 to 06:01 touches hours 4, 5 and 6; a window ending at 06:00 does not touch 6.
    expect(await hours('{[299,361)}', '{}')).toBe(bits(4, 5, 6));
    expect(await hours('{[299,360)}', '{}')).toBe(bits(4, 5));
    // Special windows count too (minutes since 2000-01-01; day 9,300 at 03:10 to 03:20).
    expect(await hours('{}', `{[${9300 * 1440 + 190},${9300 * 1440 + 200})}`)).toBe(bits(3));
  });

  it('is kept by the hours triggers, and the list walks the band index at night', async () => {
    const [inserted] = await ctx.db
      .insert(restaurants)
      .values({ name: 'Night Owl Noodles', cuisine: 'Khmer' })
      .returning({ id: restaurants.id });
    const id = inserted!.id;
    const maskOf = async () =>
      (
        await ctx.db
          .select({ openHours: restaurants.openHours })
          .from(restaurants)
          .where(eq(restaurants.id, id))
      )[0]!.openHours;
    await ctx.db
      .insert(operatingHours)
      .values({ restaurantId: id, dayOfWeek: 5, openTime: '22:30', closeTime: '03:00', isClosed: false });
    expect(await maskOf()).toBe((1 << 22) | (1 << 23) | (1 << 0) | (1 << 1) | (1 << 2));
    await ctx.db.delete(operatingHours).where(eq(operatingHours.restaurantId, id));
    expect(await maskOf()).toBe(0);

    // 04:30 on the base Friday: the 04-06 band. With sequential scans off the planner shows whether the
    // condition lets it use the band's partial index at all (on a small table it may prefer to scan).
    const now = getZonedNow(new Date(`${BASE_DATE}T04:30:00+07:00`), TIME_ZONE);
    expect(openHourBand(now.minutes)?.name).toBe('restaurants_open_04_idx');
    expect(openHourBand(12 * 60)).toBeUndefined();
    // Every minute's band holds that minute's hour, and the index says the same mask as the code.
    for (let minute = 0; minute < 1440; minute += 1) {
      const band = openHourBand(minute);
      if (band) expect(band.mask & (1 << Math.floor(minute / 60)), `minute ${minute}`).not.toBe(0);
    }
    expect(openHourBands.map((band) => band.from).sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 22]);
    for (const band of openHourBands) {
      const [index] = await queryRows<{ indexdef: string }>(
        ctx.db,
        sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${band.name}`,
      );
      expect(index?.indexdef).toContain(`(open_hours & ${band.mask}) <> 0`);
    }
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT id FROM restaurants WHERE ${openNowCondition(now)} ORDER BY name, id LIMIT 25`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('restaurants_open_04_idx');
  });
});
