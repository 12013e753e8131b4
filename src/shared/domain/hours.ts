/**
 * Opening-hours engine (pure; no I/O, no process-time-zone dependence).
 *
 * All wall-clock reasoning happens in the restaurant's IANA time zone via cached
 * `Intl.DateTimeFormat#formatToParts`; calendar arithmetic on 'YYYY-MM-DD' strings is done
 * with UTC-based `Date` maths, which never consults the process's time zone.
 *
 * Window semantics (one row = one "window" that starts on that row's day):
 * - A row is closed when `isClosed` is set or either time is missing/invalid.
 * - Times are 'HH:MM' or 'HH:MM:SS'; seconds are ignored (minute precision).
 * - A window is the half-open interval [open, close).
 * - close > open: an ordinary same-day window.
 * - close < open: the window crosses midnight; its after-midnight part [00:00, close) is
 *   "spill" into the next calendar day. A close of '00:00' therefore means midnight (the end
 *   of the opening day) and produces no spill.
 * - close == open: open 24 hours, starting at the open time ([open, open + 24h)). So
 *   '00:00'-'00:00' is exactly the whole calendar day, while '09:00'-'09:00' runs until 09:00
 *   the next morning and spills like any other overnight window.
 *
 * Special rows vs. weekly rows: a day's effective row is the special row dated that day (in the
 * restaurant zone) if one exists, otherwise the weekly row for its day of week. The spill into
 * the early hours of a day comes from the PREVIOUS day's effective row (its special row if any,
 * else its weekly row) — even when the day itself has a special row. Rationale: a special row
 * describes the service that starts on its date; Friday night's service that runs past midnight
 * belongs to Friday, so a closed Saturday special does not cut Friday's 18:00-02:00 short, and a
 * Friday special (e.g. "closing early") does replace Friday's spill.
 *
 * Duplicates: if several weekly rows share a day of week (or several special rows share a date),
 * the first one wins. Weekly rows with a dayOfWeek outside 0..6 are ignored.
 */

export const DEFAULT_RESTAURANT_TIME_ZONE = 'Asia/Phnom_Penh';

export const MINUTES_PER_DAY = 1440;

/** How many days after today the next-opening search looks at (today itself is also searched). */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 7;

export interface WeeklyHoursRow {
  /** 0 = Sunday .. 6 = Saturday */
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export interface SpecialHoursRow {
  /** 'YYYY-MM-DD' in the restaurant's time zone */
  date: string;
  isClosed: boolean;
  openTime: string | null;
  closeTime: string | null;
  reason: string | null;
}

export type OpeningStatus = 'open' | 'closed' | 'unset';

export type OpenStatusMessage =
  /** `time` is 'HH:MM'; `dayOffset` is 0 when closing today, 1 when closing after midnight, ... */
  { kind: 'openUntil'; time: string; dayOffset: number } | { kind: 'open24Hours' };

export type ClosedStatusMessage = { kind: 'closed' } | { kind: 'closedReason'; reason: string };

export type StatusMessage = OpenStatusMessage | ClosedStatusMessage | { kind: 'unset' };

export type NextOpeningKind = 'today' | 'tomorrow' | 'day';

export interface NextOpening {
  kind: NextOpeningKind;
  dayOfWeek: number;
  /** 'YYYY-MM-DD' in the restaurant zone */
  date: string;
  /** 'HH:MM' */
  time: string;
  /** 0 = today, 1 = tomorrow, ... up to NEXT_OPENING_LOOKAHEAD_DAYS */
  daysAhead: number;
}

export type OpeningStatusResult =
  | { status: 'open'; message: OpenStatusMessage }
  | { status: 'closed'; message: ClosedStatusMessage; nextOpening?: NextOpening }
  | { status: 'unset'; message: { kind: 'unset' } };

export interface HoursInput {
  weeklyHours: readonly WeeklyHoursRow[];
  /** getWeeklyWindows(weeklyHours), when the caller keeps it (the server, per set of hours). */
  weeklyWindows?: WeeklyWindows;
  specialHours?: readonly SpecialHoursRow[];
  instant: Date;
  timeZone?: string;
}

export interface ZonedNow {
  timeZone: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = Sunday .. 6 = Saturday */
  dayOfWeek: number;
  /** wall-clock minutes since local midnight, 0..1439 */
  minutes: number;
  /** wall-clock seconds within the minute, 0..59 */
  seconds: number;
  yesterdayDate: string;
  tomorrowDate: string;
}

/** A window relative to the start of the day it opens on; `end` may exceed 1440 (overnight). */
export interface DayWindow {
  start: number;
  end: number;
}

export interface TimeRange {
  /** 'HH:MM' */
  openTime: string;
  /** 'HH:MM' */
  closeTime: string;
}

export type WeeklyLine = { dayOfWeek: number; isToday: boolean } & (
  ({ kind: 'hours' } & TimeRange) | { kind: 'closed' } | { kind: 'unset' }
);

export type HoursSummary =
  | { type: 'unset' }
  | { type: 'closed' }
  | { type: 'simple'; hours: TimeRange }
  | { type: 'weekdayWeekend'; weekday: TimeRange; weekend: TimeRange }
  /** firstDay/lastDay: first and last day (in Monday..Sunday order) that have a weekly row */
  | { type: 'complex'; firstDay: number; lastDay: number };

/* ------------------------------------------------------------------------------------------------
 * Time and date helpers
 * ---------------------------------------------------------------------------------------------- */

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for 'HH:MM' or 'HH:MM:SS' with 00 <= HH <= 23, 00 <= MM, SS <= 59. */
export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Minutes since midnight for 'HH:MM[:SS]' (seconds ignored), or null when invalid/missing. */
export function parseTimeToMinutes(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = TIME_PATTERN.exec(value);
  if (match === null) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' for a minute count; wraps modulo 24h (1440 -> '00:00'). */
export function formatMinutesAsTime(minutes: number): string {
  const wrapped = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  const mins = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(mins).padStart(2, '0')}`;
}

function getUtcMsForDate(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return ms;
}

function formatUtcMsAsDate(ms: number): string {
  const d = new Date(ms);
  const year = String(d.getUTCFullYear()).padStart(4, '0');
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isValidDateString(value: string): boolean {
  return getUtcMsForDate(value) !== null;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). Throws RangeError on bad input. */
export function addDays(date: string, days: number): string {
  const ms = getUtcMsForDate(date);
  if (ms === null || !Number.isInteger(days)) {
    throw new RangeError(`addDays: invalid input (${date}, ${days})`);
  }
  return formatUtcMsAsDate(ms + days * MS_PER_DAY);
}

/** 0 = Sunday .. 6 = Saturday for a 'YYYY-MM-DD' calendar date. Throws RangeError on bad input. */
export function getDayOfWeekForDate(date: string): number {
  const ms = getUtcMsForDate(date);
  if (ms === null) throw new RangeError(`getDayOfWeekForDate: invalid date ${date}`);
  return new Date(ms).getUTCDay();
}

/** Days of the week in display order: Sunday-first [0..6] or Monday-first [1..6, 0]. */
export function getWeekdayOrder(weekStartsOn: 0 | 1 = 0): number[] {
  return weekStartsOn === 1 ? [1, 2, 3, 4, 5, 6, 0] : [0, 1, 2, 3, 4, 5, 6];
}

/* ------------------------------------------------------------------------------------------------
 * Zoned "now"
 * ---------------------------------------------------------------------------------------------- */

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Zones whose clocks have kept one offset from UTC, with no daylight saving, since `sinceMs`: their
 * wall-clock time is worked out without Intl. Building the first `Intl.DateTimeFormat` for a zone
 * loads the runtime's time-zone data, about 25 ms of a phone's main thread on a restaurant's page.
 * Cambodia (tz database: Asia/Phnom_Penh, a link to Asia/Bangkok) has been on UTC+7 throughout.
 */
const FIXED_OFFSET_ZONES: ReadonlyMap<string, { offsetMinutes: number; sinceMs: number }> = new Map([
  ['Asia/Phnom_Penh', { offsetMinutes: 7 * 60, sinceMs: Date.UTC(1976, 0, 1) }],
]);

function getZoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (formatter === undefined) {
    // Throws RangeError for an unknown time zone (before anything is cached).
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    getZoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

// A list of restaurants asks for the same instant once per card: remember the last answer.
let lastZoned: { ms: number; timeZone: string; value: ZonedNow } | undefined;

/** Wall-clock date/time of `instant` in `timeZone`. Throws RangeError for an invalid Date or zone. */
export function getZonedNow(instant: Date, timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE): ZonedNow {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('getZonedNow: invalid Date');
  if (lastZoned !== undefined && lastZoned.ms === ms && lastZoned.timeZone === timeZone) {
    return { ...lastZoned.value };
  }
  const value = computeZonedNow(instant, timeZone);
  lastZoned = { ms, timeZone, value };
  return { ...value };
}

function computeZonedNow(instant: Date, timeZone: string): ZonedNow {
  const fixed = FIXED_OFFSET_ZONES.get(timeZone);
  if (fixed !== undefined && instant.getTime() >= fixed.sinceMs) {
    const wall = new Date(instant.getTime() + fixed.offsetMinutes * 60_000);
    return zonedNowOf(
      timeZone,
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    );
  }
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of getZoneFormatter(timeZone).formatToParts(instant)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value) % 24; // some engines render midnight as '24'
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      default:
        break;
    }
  }
  return zonedNowOf(timeZone, year, month, day, hour, minute, second);
}

function zonedNowOf(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): ZonedNow {
  const date = formatUtcMsAsDate(Date.UTC(year, month - 1, day));
  return {
    timeZone,
    date,
    dayOfWeek: getDayOfWeekForDate(date),
    minutes: hour * 60 + minute,
    seconds: second,
    yesterdayDate: addDays(date, -1),
    tomorrowDate: addDays(date, 1),
  };
}

/** Today's calendar date ('YYYY-MM-DD') in the restaurant zone. */
export function getTodayInZone(instant: Date, timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE): string {
  return getZonedNow(instant, timeZone).date;
}

/* ------------------------------------------------------------------------------------------------
 * Rows and windows
 * ---------------------------------------------------------------------------------------------- */

interface HoursRowLike {
  isClosed: boolean;
  openTime: string | null;
  closeTime: string | null;
}

/** The row's window, or null when the row is closed (isClosed, or a time missing/invalid). */
export function getDayWindow(row: HoursRowLike): DayWindow | null {
  if (row.isClosed) return null;
  const open = parseTimeToMinutes(row.openTime);
  const close = parseTimeToMinutes(row.closeTime);
  if (open === null || close === null) return null;
  // close <= open crosses midnight ('00:00' = end of day; close == open = 24 hours).
  return { start: open, end: close > open ? close : close + MINUTES_PER_DAY };
}

/** True when the row counts as closed for the whole day. */
export function isClosedRow(row: HoursRowLike): boolean {
  return getDayWindow(row) === null;
}

function isDayOfWeek(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 6;
}

function getWeeklyRowsByDay(weeklyHours: readonly WeeklyHoursRow[]): Map<number, WeeklyHoursRow> {
  const byDay = new Map<number, WeeklyHoursRow>();
  for (const row of weeklyHours) {
    if (isDayOfWeek(row.dayOfWeek) && !byDay.has(row.dayOfWeek)) byDay.set(row.dayOfWeek, row);
  }
  return byDay;
}

function getSpecialRowsByDate(specialHours: readonly SpecialHoursRow[]): Map<string, SpecialHoursRow> {
  const byDate = new Map<string, SpecialHoursRow>();
  for (const row of specialHours) {
    if (!byDate.has(row.date)) byDate.set(row.date, row);
  }
  return byDate;
}

/** The row governing `date`: that date's special row if any, else the weekly row for its weekday. */
export function findEffectiveRowForDate(
  weeklyHours: readonly WeeklyHoursRow[],
  specialHours: readonly SpecialHoursRow[],
  date: string,
): WeeklyHoursRow | SpecialHoursRow | undefined {
  return (
    getSpecialRowsByDate(specialHours).get(date) ??
    getWeeklyRowsByDay(weeklyHours).get(getDayOfWeekForDate(date))
  );
}

/* ------------------------------------------------------------------------------------------------
 * Status
 * ---------------------------------------------------------------------------------------------- */

interface AbsoluteWindow {
  /** minutes relative to today's local midnight */
  start: number;
  end: number;
  /** The calendar day it opens on. */
  day: CalendarDay;
}

function hasReason(reason: string | null): reason is string {
  return reason !== null && reason.trim() !== '';
}

interface CalendarDay {
  dayOffset: number;
  date: string;
  dayOfWeek: number;
}

let lastCalendar: { date: string; days: readonly CalendarDay[] } | undefined;

/** Yesterday through today + NEXT_OPENING_LOOKAHEAD_DAYS, with weekdays (remembered per date). */
function getCalendarAround(today: string): readonly CalendarDay[] {
  if (lastCalendar?.date === today) return lastCalendar.days;
  const days: CalendarDay[] = [];
  for (let dayOffset = -1; dayOffset <= NEXT_OPENING_LOOKAHEAD_DAYS; dayOffset += 1) {
    const date = addDays(today, dayOffset);
    days.push({ dayOffset, date, dayOfWeek: getDayOfWeekForDate(date) });
  }
  lastCalendar = { date: today, days };
  return days;
}

/** Each weekday's window (index 0 = Sunday), or null when the week has no row at all. */
export type WeeklyWindows = readonly (DayWindow | null)[] | null;

/** The week's windows, for getOpeningStatus; a caller that reads the same hours often may keep them. */
export function getWeeklyWindows(weeklyHours: readonly WeeklyHoursRow[]): WeeklyWindows {
  const weeklyByDay = getWeeklyRowsByDay(weeklyHours);
  if (weeklyByDay.size === 0) return null;
  const windows: (DayWindow | null)[] = [null, null, null, null, null, null, null];
  for (const [dayOfWeek, row] of weeklyByDay) windows[dayOfWeek] = getDayWindow(row);
  return windows;
}

/**
 * Open/closed/unset status at `instant`, with the message the UI shows and (when closed) the next
 * opening within today + NEXT_OPENING_LOOKAHEAD_DAYS days.
 */
export function getOpeningStatus(input: HoursInput): OpeningStatusResult {
  const { weeklyHours, specialHours = [], instant, timeZone = DEFAULT_RESTAURANT_TIME_ZONE } = input;
  // Each weekday's window once; the calendar below meets most weekdays twice.
  const weeklyWindows =
    input.weeklyWindows === undefined ? getWeeklyWindows(weeklyHours) : input.weeklyWindows;
  if (weeklyWindows === null) return { status: 'unset', message: { kind: 'unset' } };

  const specialByDate = getSpecialRowsByDate(specialHours);
  const now = getZonedNow(instant, timeZone);

  // Windows from yesterday (for its spill) through today + lookahead, in today-relative minutes.
  const windows: AbsoluteWindow[] = [];
  for (const day of getCalendarAround(now.date)) {
    const special = specialByDate.get(day.date);
    const window = special !== undefined ? getDayWindow(special) : (weeklyWindows[day.dayOfWeek] ?? null);
    if (window !== null) {
      const base = day.dayOffset * MINUTES_PER_DAY;
      windows.push({ start: base + window.start, end: base + window.end, day });
    }
  }

  const current = windows.find((w) => w.start <= now.minutes && now.minutes < w.end);
  if (current !== undefined) {
    // Follow back-to-back / overlapping windows so "open until" is when it actually closes.
    let end = current.end;
    let extended = true;
    while (extended) {
      extended = false;
      for (const w of windows) {
        if (w.start <= end && w.end > end) {
          end = w.end;
          extended = true;
        }
      }
    }
    if (end - now.minutes >= NEXT_OPENING_LOOKAHEAD_DAYS * MINUTES_PER_DAY) {
      return { status: 'open', message: { kind: 'open24Hours' } };
    }
    return {
      status: 'open',
      message: {
        kind: 'openUntil',
        time: formatMinutesAsTime(end),
        dayOffset: Math.floor(end / MINUTES_PER_DAY),
      },
    };
  }

  const todaySpecial = specialByDate.get(now.date);
  const message: ClosedStatusMessage =
    todaySpecial !== undefined && isClosedRow(todaySpecial) && hasReason(todaySpecial.reason)
      ? { kind: 'closedReason', reason: todaySpecial.reason.trim() }
      : { kind: 'closed' };

  let next: AbsoluteWindow | undefined;
  for (const w of windows) {
    if (w.start > now.minutes && (next === undefined || w.start < next.start)) next = w;
  }
  if (next === undefined) return { status: 'closed', message };

  const { dayOffset, date, dayOfWeek } = next.day;
  return {
    status: 'closed',
    message,
    nextOpening: {
      kind: dayOffset === 0 ? 'today' : dayOffset === 1 ? 'tomorrow' : 'day',
      dayOfWeek,
      date,
      time: formatMinutesAsTime(next.start),
      daysAhead: dayOffset,
    },
  };
}

/* ------------------------------------------------------------------------------------------------
 * Weekly lines and summary (weekly rows only; special rows are shown elsewhere)
 * ---------------------------------------------------------------------------------------------- */

function getTimeRange(row: WeeklyHoursRow): TimeRange | null {
  const window = getDayWindow(row);
  if (window === null) return null;
  return { openTime: formatMinutesAsTime(window.start), closeTime: formatMinutesAsTime(window.end) };
}

export interface WeeklyLinesInput {
  weeklyHours: readonly WeeklyHoursRow[];
  instant: Date;
  timeZone?: string;
  /** 0 = Sunday first (default), 1 = Monday first */
  weekStartsOn?: 0 | 1;
}

/** One line per day of the week; `isToday` marks today's weekday in the restaurant zone. */
export function getWeeklyLines(input: WeeklyLinesInput): WeeklyLine[] {
  const { weeklyHours, instant, timeZone = DEFAULT_RESTAURANT_TIME_ZONE, weekStartsOn = 0 } = input;
  const today = getZonedNow(instant, timeZone).dayOfWeek;
  const byDay = getWeeklyRowsByDay(weeklyHours);
  return getWeekdayOrder(weekStartsOn).map((dayOfWeek): WeeklyLine => {
    const isToday = dayOfWeek === today;
    const row = byDay.get(dayOfWeek);
    if (row === undefined) return { dayOfWeek, isToday, kind: 'unset' };
    const range = getTimeRange(row);
    if (range === null) return { dayOfWeek, isToday, kind: 'closed' };
    return { dayOfWeek, isToday, kind: 'hours', ...range };
  });
}

function isSameRange(a: TimeRange | null | undefined, b: TimeRange | null | undefined): boolean {
  return a != null && b != null && a.openTime === b.openTime && a.closeTime === b.closeTime;
}

const MONDAY_FIRST = getWeekdayOrder(1);

/**
 * Structured one-line summary of the weekly hours:
 * - unset: no weekly rows;
 * - closed: every row is closed or lacks times;
 * - simple: all 7 days have identical open hours;
 * - weekdayWeekend: Mon-Fri identical, Sat-Sun identical, and the two differ;
 * - complex: anything else, with the first and last day (Monday-first order) that have rows.
 */
export function getHoursSummary(weeklyHours: readonly WeeklyHoursRow[]): HoursSummary {
  const byDay = getWeeklyRowsByDay(weeklyHours);
  if (byDay.size === 0) return { type: 'unset' };

  const ranges = new Map<number, TimeRange | null>();
  for (const [day, row] of byDay) ranges.set(day, getTimeRange(row));
  if ([...ranges.values()].every((range) => range === null)) return { type: 'closed' };

  const monday = ranges.get(1);
  if (monday != null && MONDAY_FIRST.every((day) => isSameRange(ranges.get(day), monday))) {
    return { type: 'simple', hours: monday };
  }

  const saturday = ranges.get(6);
  const isWeekdaySame = [1, 2, 3, 4, 5].every((day) => isSameRange(ranges.get(day), monday));
  const isWeekendSame = isSameRange(ranges.get(0), saturday);
  if (monday != null && saturday != null && isWeekdaySame && isWeekendSame) {
    return { type: 'weekdayWeekend', weekday: monday, weekend: saturday };
  }

  const daysWithRows = MONDAY_FIRST.filter((day) => byDay.has(day));
  return { type: 'complex', firstDay: daysWithRows[0], lastDay: daysWithRows[daysWithRows.length - 1] };
}
