import { sql, type SQL } from 'drizzle-orm';
import type { ZonedNow } from '@/shared/domain/hours';

/**
 * "Open now" as SQL, agreeing with getOpeningStatus in src/shared/domain/hours.ts (the test in
 * open-now.test.ts compares the two on random data). `now` is the restaurant-zone wall clock from
 * getZonedNow, so the database's own time zone never matters.
 *
 * The engine's rules, restated for one instant (minutes since local midnight = m):
 * - no weekly rows at all → 'unset', never open (special rows alone do not count);
 * - a day's effective row is its special row if one exists, else the weekly row for its weekday;
 * - a row is closed when is_closed is set or a time is missing or not 'HH:MM[:SS]' (the engine
 *   parses the driver's text, so '24:00:00' and fractional seconds count as invalid); seconds are
 *   ignored;
 * - today's effective row [open, close) is open at m when open <= m and (close > open ? m < close
 *   : true) — close <= open runs past midnight (close == open means 24 hours);
 * - yesterday's effective row spills into today when close <= open, until m < close.
 */

const isValidTime = (column: SQL) =>
  sql`(${column} IS NOT NULL AND ${column} < '24:00'::time AND ${column} = ${column}::time(0))`;

/**
 * The start of the minute after m as a time literal ('24:00' after 23:59). Comparing times with it
 * keeps the per-row work to plain time comparisons (minute precision, seconds ignored):
 * minute(t) <= m  ⇔  t < next, and m < minute(t)  ⇔  t >= next.
 */
function nextMinute(minutes: number): string {
  const next = minutes + 1;
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}

/** minute(close) <= minute(open): the window runs past midnight (equal minutes = 24 hours). */
const isOvernight = (open: SQL, close: SQL) =>
  sql`(${close} <= ${open} OR (${close} - ${open} < interval '1 minute'
    AND date_trunc('minute', ${close}::interval) = date_trunc('minute', ${open}::interval)))`;

/** SQL for "this hours row (alias) is open at m, counting the part that starts today". */
function isOpenToday(alias: string, minutes: number): SQL {
  const open = sql.raw(`${alias}.open_time`);
  const close = sql.raw(`${alias}.close_time`);
  const next = nextMinute(minutes);
  return sql`(NOT ${sql.raw(alias)}.is_closed AND ${isValidTime(open)} AND ${isValidTime(close)}
    AND ${open} < ${next}::time
    AND (${close} >= ${next}::time OR ${isOvernight(open, close)}))`;
}

/** SQL for "this hours row (alias), which started yesterday, still runs at m". */
function isSpillingInto(alias: string, minutes: number): SQL {
  const open = sql.raw(`${alias}.open_time`);
  const close = sql.raw(`${alias}.close_time`);
  const next = nextMinute(minutes);
  return sql`(NOT ${sql.raw(alias)}.is_closed AND ${isValidTime(open)} AND ${isValidTime(close)}
    AND ${close} >= ${next}::time
    AND ${isOvernight(open, close)})`;
}

/**
 * "Restaurant `restaurantId` is open at `now`", as a WHERE condition correlated on the restaurant:
 * four index lookups on (restaurant_id, day/date) — today's special / today's weekly without a
 * special / yesterday's special spill / yesterday's weekly spill without a special.
 *
 * It is deliberately an EXISTS over a UNION ALL: PostgreSQL cannot turn that into a semi-join, so it
 * stays a per-row filter and a listing walks `restaurants_name_idx` in page order, checking
 * restaurants one by one and stopping after `limit + 1` open ones (instead of computing every open
 * restaurant, then sorting them). Use as `WHERE ${openNowCondition(now, sql`restaurants.id`)}`.
 */
export function openNowCondition(now: ZonedNow, restaurantId: SQL): SQL {
  const today = now.date;
  const yesterday = now.yesterdayDate;
  const todayDow = now.dayOfWeek;
  const yesterdayDow = (now.dayOfWeek + 6) % 7;
  const m = now.minutes;
  const hasWeekly = sql`EXISTS (SELECT 1 FROM restaurant_operating_hours wx WHERE wx.restaurant_id = ${restaurantId})`;
  const hasSpecialOn = (date: string) =>
    sql`EXISTS (SELECT 1 FROM restaurant_special_hours sx WHERE sx.restaurant_id = ${restaurantId} AND sx.date = ${date}::date)`;
  return sql`EXISTS (
    SELECT 1 FROM restaurant_special_hours st
      WHERE st.restaurant_id = ${restaurantId} AND st.date = ${today}::date AND ${isOpenToday('st', m)} AND ${hasWeekly}
    UNION ALL
    SELECT 1 FROM restaurant_operating_hours wt
      WHERE wt.restaurant_id = ${restaurantId} AND wt.day_of_week = ${todayDow} AND ${isOpenToday('wt', m)}
        AND NOT ${hasSpecialOn(today)}
    UNION ALL
    SELECT 1 FROM restaurant_special_hours sy
      WHERE sy.restaurant_id = ${restaurantId} AND sy.date = ${yesterday}::date AND ${isSpillingInto('sy', m)} AND ${hasWeekly}
    UNION ALL
    SELECT 1 FROM restaurant_operating_hours wy
      WHERE wy.restaurant_id = ${restaurantId} AND wy.day_of_week = ${yesterdayDow} AND ${isSpillingInto('wy', m)}
        AND NOT ${hasSpecialOn(yesterday)})`;
}
