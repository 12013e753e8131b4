import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ZonedNow } from '@/shared/domain/hours';
import { openHourBands, openInBand, restaurants } from '../../db/schema/index';

/**
 * "Open now" as SQL, agreeing with getOpeningStatus in src/shared/domain/hours.ts (the test in
 * open-now.test.ts compares the two on random data). `now` is the restaurant-zone wall clock from
 * getZonedNow, so the database's own time zone never matters.
 *
 * The restaurant row carries its open windows, kept by the hours triggers (migration 0009, decision 041):
 * the weekly hours as minutes of the week, and the dates a special day decides with their windows as
 * minutes since 2000-01-01 local time. So the condition is one array test and one multirange test on the
 * row: a listing walks `restaurants_name_idx` in page order, checking restaurants one by one and
 * stopping after `limit + 1` open ones, with no other table read.
 *
 * At night few restaurants are open and that walk would be long; from 22:00 to 08:00 the condition also
 * says the restaurant is ever open in the two hours the clock is in (openHourBand), which every open one
 * is, so the planner walks that band's partial index instead (migration 0013, decision 058).
 *
 * `values` says how the clock's values go into the statement: written into the text, or as the
 * placeholders openNowValues fills (a prepared page, decision 058). The band is always in the text.
 */
export function openNowCondition(now: ZonedNow, values: 'text' | 'placeholders' = 'text'): SQL {
  const clock = openNowValues(now);
  const value = (key: keyof OpenNowValues): Placeholder | string | number =>
    values === 'text' ? clock[key] : sql.placeholder(key);
  const exact = sql`(CASE WHEN ${restaurants.openDays} @> ARRAY[${value('openDate')}::date]
    THEN ${restaurants.openSpecial} @> ${value('openMinuteSince2000')}::int
    ELSE ${restaurants.openWeekly} @> ${value('openMinuteOfWeek')}::int END)`;
  const band = openHourBand(now.minutes);
  if (!band) return exact;
  // The mask is part of the text: the planner proves the index's predicate from the query's own constants.
  return sql`(${openInBand(restaurants.openHours, band)} AND ${exact})`;
}

export interface OpenNowValues {
  openDate: string;
  openMinuteOfWeek: number;
  openMinuteSince2000: number;
}

/** The clock as the condition compares it: the local date, the minute of the week and since 2000. */
export function openNowValues(now: ZonedNow): OpenNowValues {
  return {
    openDate: now.date,
    openMinuteOfWeek: now.dayOfWeek * 1440 + now.minutes,
    openMinuteSince2000: daysSince2000(now.date) * 1440 + now.minutes,
  };
}

/** The night band whose partial index holds every restaurant open at this minute of the day, if any. */
export function openHourBand(minutes: number) {
  const hour = Math.floor(minutes / 60);
  return openHourBands.find((band) => hour === band.from || hour === band.from + 1);
}

/** Whole days from 2000-01-01 to a 'YYYY-MM-DD' date (calendar days, no time zone involved). */
function daysSince2000(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / 86_400_000);
}
