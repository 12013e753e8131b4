/**
 * Table reservations: time slots from the opening hours, and the rules a request must meet.
 * Pure (no I/O); every wall-clock date and time is in the restaurant's time zone (Cambodia by
 * default), whatever the time zone of the process, through the opening-hours engine (hours.ts).
 *
 * Slots of a calendar day D are the times on D at which a table can start: every `slotMinutes` from
 * the opening of each window, while a whole slot fits before closing. The windows are D's own (its
 * special row if any, else its weekly row) and the after-midnight part of D-1's window, as in the
 * opening-hours engine: Friday's 18:00-02:00 gives Saturday slots at 00:00, 00:30 and 01:00.
 */
import {
  addDays,
  findEffectiveRowForDate,
  formatMinutesAsTime,
  getDayWindow,
  getZonedNow,
  isValidDateString,
  MINUTES_PER_DAY,
  parseTimeToMinutes,
  type SpecialHoursRow,
  type WeeklyHoursRow,
} from './hours';

export interface ReservationRules {
  partySizeMin: number;
  partySizeMax: number;
  /** How many days after today a table may be booked for (today + maxDaysAhead is the last day). */
  maxDaysAhead: number;
  /** The shortest notice, in minutes, between the request and the table's time. */
  minNoticeMinutes: number;
  slotMinutes: number;
}

export interface ReservationSettingsValues extends ReservationRules {
  isEnabled: boolean;
  /** Covers (seated guests) per time slot; null = no limit. */
  capacityPerSlot: number | null;
}

/** What a restaurant gets until its owner saves settings: off, 1-12 guests, 30 days, 2 hours, 30-minute slots. */
export const RESERVATION_DEFAULTS: ReservationSettingsValues = {
  isEnabled: false,
  partySizeMin: 1,
  partySizeMax: 12,
  maxDaysAhead: 30,
  minNoticeMinutes: 120,
  slotMinutes: 30,
  capacityPerSlot: null,
};

/** Bounds of what an owner may set. */
export const PARTY_SIZE_LIMIT = 100;
export const MAX_DAYS_AHEAD_LIMIT = 365;
export const MIN_NOTICE_LIMIT_MINUTES = 7 * MINUTES_PER_DAY;
export const SLOT_MINUTES_CHOICES = [15, 30, 60, 90, 120] as const;
export const CAPACITY_LIMIT = 10_000;

/** At most this many pending requests per diner per restaurant. */
export const PENDING_PER_RESTAURANT_MAX = 3;
/** At most this many requests per diner in any 24 hours, all restaurants together. */
export const DAILY_REQUESTS_MAX = 5;

export const reservationStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
/** Statuses that hold seats (count against capacity). */
export const SEAT_HOLDING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed'];

export interface Slot {
  /** 'HH:MM' on the requested date, restaurant time. */
  time: string;
  /** Minutes since the date's local midnight. */
  minutes: number;
}

/**
 * The instant of a wall-clock time (`minutes` after midnight of `date`) in `timeZone`. For a zone
 * with daylight saving, a time that does not exist is moved forward by the gap, as clocks are.
 */
export function getInstantForZonedTime(date: string, minutes: number, timeZone: string): Date {
  if (!isValidDateString(date)) throw new RangeError(`getInstantForZonedTime: invalid date ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallMs = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const offsetAt = (ms: number) => {
    const zoned = getZonedNow(new Date(ms), timeZone);
    const [y, m, d] = zoned.date.split('-').map(Number) as [number, number, number];
    const zonedWallMs = Date.UTC(y, m - 1, d) + zoned.minutes * 60_000 + zoned.seconds * 1000;
    return zonedWallMs - Math.floor(ms / 1000) * 1000;
  };
  // Two passes settle on the offset in force at the answer (only differs near a daylight-saving change).
  const first = wallMs - offsetAt(wallMs);
  return new Date(wallMs - offsetAt(first));
}

/** The time slots of `date` (restaurant time), earliest first; none on a closed day. */
export function getSlotsForDate(input: {
  weeklyHours: readonly WeeklyHoursRow[];
  specialHours?: readonly SpecialHoursRow[];
  date: string;
  slotMinutes: number;
}): Slot[] {
  const { weeklyHours, specialHours = [], date, slotMinutes } = input;
  if (!isValidDateString(date) || !Number.isInteger(slotMinutes) || slotMinutes <= 0) return [];
  const windows: { start: number; end: number }[] = [];
  for (const [offset, day] of [
    [-1, addDays(date, -1)],
    [0, date],
  ] as const) {
    const row = findEffectiveRowForDate(weeklyHours, specialHours, day);
    const window = row ? getDayWindow(row) : null;
    if (window) {
      windows.push({
        start: window.start + offset * MINUTES_PER_DAY,
        end: window.end + offset * MINUTES_PER_DAY,
      });
    }
  }
  const minutes = new Set<number>();
  for (const window of windows) {
    for (let start = window.start; start + slotMinutes <= window.end; start += slotMinutes) {
      if (start >= 0 && start < MINUTES_PER_DAY) minutes.add(start);
    }
  }
  return [...minutes].sort((a, b) => a - b).map((m) => ({ minutes: m, time: formatMinutesAsTime(m) }));
}

export type ReservationRefusal = 'partySize' | 'past' | 'tooSoon' | 'tooFar' | 'closed' | 'notASlot';

/**
 * Why a request for `date` at `time` (restaurant time) for `partySize` guests cannot be taken at
 * `now`, or null when it can (capacity and per-diner limits are checked by the server, which holds
 * the counts). The first broken rule wins, in this order: party size, past, notice, too far ahead,
 * closed, not one of the offered times.
 */
export function getReservationRefusal(input: {
  rules: ReservationRules;
  weeklyHours: readonly WeeklyHoursRow[];
  specialHours?: readonly SpecialHoursRow[];
  date: string;
  time: string;
  partySize: number;
  now: Date;
  timeZone: string;
}): ReservationRefusal | null {
  const { rules, date, time, partySize, now, timeZone } = input;
  if (!Number.isInteger(partySize) || partySize < rules.partySizeMin || partySize > rules.partySizeMax) {
    return 'partySize';
  }
  const minutes = parseTimeToMinutes(time);
  if (minutes === null || !isValidDateString(date)) return 'closed';
  const startsAt = getInstantForZonedTime(date, minutes, timeZone).getTime();
  if (startsAt <= now.getTime()) return 'past';
  if (startsAt - now.getTime() < rules.minNoticeMinutes * 60_000) return 'tooSoon';
  const today = getZonedNow(now, timeZone).date;
  if (date > addDays(today, rules.maxDaysAhead)) return 'tooFar';
  const slots = getSlotsForDate({ ...input, slotMinutes: rules.slotMinutes });
  if (slots.length === 0) return 'closed';
  if (!slots.some((slot) => slot.minutes === minutes)) {
    const isInsideHours = getSlotsForDate({ ...input, slotMinutes: 1 }).some((s) => s.minutes === minutes);
    return isInsideHours ? 'notASlot' : 'closed';
  }
  return null;
}

/** True while a diner may still cancel: the table's time is further away than the notice window. */
export function canCancelReservation(startsAt: Date, now: Date, minNoticeMinutes: number): boolean {
  return startsAt.getTime() - now.getTime() >= minNoticeMinutes * 60_000;
}

/**
 * A Cambodian phone number in one form, '+855' and the national number without its leading 0, or
 * null. Accepted as people write them: '012 345 678', '012-345-6789', '(012) 345 678',
 * '+855 12 345 678', '855 96 123 4567', '+855 (0) 12 345 678'. National numbers are 8 or 9 digits
 * after the 0 (mobiles and landlines such as 023 ...).
 */
export function normalizeCambodianPhone(value: string): string | null {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+855|00855|855)0?([1-9]\d{7,8})$|^0([1-9]\d{7,8})$/.exec(compact);
  if (!match) return null;
  return `+855${match[1] ?? match[2]}`;
}

/** '+85512345678' → '012 345 678'; '+855961234567' → '096 123 4567' (how it is read aloud). */
export function formatCambodianPhone(normalized: string): string {
  const national = `0${normalized.replace(/^\+855/, '')}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** Monday of the week of `date` ('YYYY-MM-DD'), for the owner's "this week" counts. */
export function getWeekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dayOfWeek = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, -((dayOfWeek + 6) % 7));
}
