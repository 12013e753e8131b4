import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, getOpeningStatus, getZonedNow } from '@/shared/domain/hours';
import { createTestApp, type TestContext } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { mulberry32 } from '../../lib/seeded-random';
import { operatingHours, restaurants, specialHours } from '../../db/schema/index';
import { openNowCondition } from './open-now-sql';

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
      const sqlOpen = new Set(
        (
          await queryRows<{ id: string }>(
            ctx.db,
            sql`SELECT id FROM restaurants WHERE ${openNowCondition(now)}`,
          )
        ).map((row) => row.id),
      );
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
