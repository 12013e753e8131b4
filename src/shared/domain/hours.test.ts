import { describe, it, expect } from 'vitest';
import {
  addDays,
  DEFAULT_RESTAURANT_TIME_ZONE,
  findEffectiveRowForDate,
  getDayOfWeekForDate,
  getDayWindow,
  getHoursSummary,
  getOpeningStatus,
  getTodayInZone,
  getWeekdayOrder,
  getWeeklyLines,
  getZonedNow,
  isValidDateString,
  isValidTime,
  isValidTimeZone,
  parseTimeToMinutes,
  type HoursSummary,
  type OpeningStatusResult,
  type SpecialHoursRow,
  type WeeklyHoursRow,
} from '@/shared/domain/hours';

// Reference week (Asia/Phnom_Penh, UTC+7, no DST):
// Sun 2025-06-01, Mon 06-02, Tue 06-03, Wed 06-04, Thu 06-05, Fri 06-06, Sat 06-07, Sun 06-08.
const at = (local: string): Date => new Date(`${local}:00+07:00`);

const open = (dayOfWeek: number, openTime: string, closeTime: string): WeeklyHoursRow => ({
  dayOfWeek,
  openTime,
  closeTime,
  isClosed: false,
});
const closedDay = (dayOfWeek: number): WeeklyHoursRow => ({
  dayOfWeek,
  openTime: null,
  closeTime: null,
  isClosed: true,
});
const everyDay = (openTime: string, closeTime: string): WeeklyHoursRow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => open(d, openTime, closeTime));
const special = (date: string, row: Partial<Omit<SpecialHoursRow, 'date'>> = {}): SpecialHoursRow => ({
  date,
  isClosed: false,
  openTime: null,
  closeTime: null,
  reason: null,
  ...row,
});

const status = (
  weeklyHours: WeeklyHoursRow[],
  local: string,
  specialHours: SpecialHoursRow[] = [],
): OpeningStatusResult => getOpeningStatus({ weeklyHours, specialHours, instant: at(local) });

describe('time and date helpers', () => {
  it.each([
    ['09:00', 540],
    ['09:05:59', 545],
    ['00:00', 0],
    ['00:00:00', 0],
    ['23:59', 1439],
    ['23:59:59', 1439],
    ['24:00', null],
    ['9:00', null],
    ['09:60', null],
    ['09:00:60', null],
    ['09:00:0', null],
    [' 09:00', null],
    ['', null],
    [null, null],
  ])('parseTimeToMinutes(%j) = %j', (input, expected) => {
    expect(parseTimeToMinutes(input)).toBe(expected);
    if (input !== null) expect(isValidTime(input)).toBe(expected !== null);
  });

  it('reads a time exactly when isValidTime accepts it, whatever the characters', () => {
    const characters = ['0', '1', '2', '3', '5', '6', '9', ':', ' ', 'a', '/', ';', '٣'];
    const pick = (i: number) => characters[i % characters.length] ?? '';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 20_000; n += 1) {
      // Mostly well-formed 'HH:MM' and 'HH:MM:SS' with one character changed, some random strings.
      const length = [5, 8, 4, 6, 7, 9][next() % 6] ?? 5;
      const shape = length >= 8 ? 'HH:MM:SS' : 'HH:MM';
      let text = '';
      for (let i = 0; i < length; i += 1) text += shape[i] === ':' && next() % 8 !== 0 ? ':' : pick(next());
      const expected = isValidTime(text) ? Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)) : null;
      expect(parseTimeToMinutes(text), text).toBe(expected);
    }
    for (let minute = 0; minute < 1440; minute += 1) {
      const text = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(parseTimeToMinutes(text)).toBe(minute);
      expect(parseTimeToMinutes(`${text}:59`)).toBe(minute);
    }
  });

  it.each([
    ['2025-06-06', 1, '2025-06-07'],
    ['2025-06-30', 1, '2025-07-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-09', 0, '2025-03-09'],
    ['2025-06-06', 7, '2025-06-13'],
    ['2025-06-06', -400, '2024-05-02'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('rejects bad dates', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2025-6-1', 1)).toThrow(RangeError);
    expect(() => addDays('2025-06-01', 1.5)).toThrow(RangeError);
    expect(isValidDateString('2024-02-29')).toBe(true);
    expect(isValidDateString('2025-02-29')).toBe(false);
    expect(isValidDateString('2025-13-01')).toBe(false);
  });

  it.each([
    ['2025-06-01', 0],
    ['2025-06-06', 5],
    ['2025-06-07', 6],
    ['2000-01-01', 6],
  ])('getDayOfWeekForDate(%s) = %i', (date, dow) => {
    expect(getDayOfWeekForDate(date)).toBe(dow);
  });

  it('orders the week Sunday-first or Monday-first', () => {
    expect(getWeekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(getWeekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('getZonedNow / getTodayInZone', () => {
  it('defaults to Asia/Phnom_Penh', () => {
    expect(DEFAULT_RESTAURANT_TIME_ZONE).toBe('Asia/Phnom_Penh');
    // 17:30 UTC Friday = 00:30 Saturday in Phnom Penh.
    expect(getZonedNow(new Date('2025-06-06T17:30:45Z'))).toEqual({
      timeZone: 'Asia/Phnom_Penh',
      date: '2025-06-07',
      dayOfWeek: 6,
      minutes: 30,
      seconds: 45,
      yesterdayDate: '2025-06-06',
      tomorrowDate: '2025-06-08',
    });
    expect(getTodayInZone(new Date('2025-06-06T16:59:59Z'))).toBe('2025-06-06');
    expect(getTodayInZone(new Date('2025-06-06T17:00:00Z'))).toBe('2025-06-07');
  });

  it.each([
    ['2025-06-06T17:30:00Z', 'UTC', '2025-06-06', 5, 17 * 60 + 30],
    ['2025-06-06T17:30:00Z', 'America/Los_Angeles', '2025-06-06', 5, 10 * 60 + 30],
    ['2025-01-06T17:30:00Z', 'America/Los_Angeles', '2025-01-06', 1, 9 * 60 + 30],
    ['2025-06-06T17:30:00Z', 'Asia/Kolkata', '2025-06-06', 5, 23 * 60],
    // US DST starts 2025-03-09 02:00 local: 10:30Z = 03:30 PDT.
    ['2025-03-09T10:30:00Z', 'America/Los_Angeles', '2025-03-09', 0, 3 * 60 + 30],
    ['2025-06-06T00:00:00Z', 'Asia/Phnom_Penh', '2025-06-06', 5, 7 * 60],
    ['2025-06-06T17:00:00Z', 'Asia/Phnom_Penh', '2025-06-07', 6, 0],
  ])('%s in %s', (iso, zone, date, dow, minutes) => {
    const now = getZonedNow(new Date(iso), zone);
    expect(now).toMatchObject({ date, dayOfWeek: dow, minutes, timeZone: zone });
    expect(getTodayInZone(new Date(iso), zone)).toBe(date);
  });

  it('throws on invalid inputs', () => {
    expect(() => getZonedNow(new Date('nope'))).toThrow(RangeError);
    expect(() => getZonedNow(new Date(0), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('Asia/Phnom_Penh')).toBe(true);
  });
});

describe('getDayWindow', () => {
  it.each([
    [
      { openTime: '09:00', closeTime: '17:00', isClosed: false },
      { start: 540, end: 1020 },
    ],
    [
      { openTime: '09:00:00', closeTime: '17:30:59', isClosed: false },
      { start: 540, end: 1050 },
    ],
    [
      { openTime: '18:00', closeTime: '02:00', isClosed: false },
      { start: 1080, end: 1560 },
    ],
    [
      { openTime: '18:00', closeTime: '00:00', isClosed: false },
      { start: 1080, end: 1440 },
    ],
    [
      { openTime: '00:00', closeTime: '00:00', isClosed: false },
      { start: 0, end: 1440 },
    ],
    [
      { openTime: '09:00', closeTime: '09:00', isClosed: false },
      { start: 540, end: 1980 },
    ],
    [{ openTime: '09:00', closeTime: '17:00', isClosed: true }, null],
    [{ openTime: null, closeTime: '17:00', isClosed: false }, null],
    [{ openTime: '09:00', closeTime: null, isClosed: false }, null],
    [{ openTime: '9am', closeTime: '17:00', isClosed: false }, null],
  ])('%j -> %j', (row, expected) => {
    expect(getDayWindow(row)).toEqual(expected);
  });
});

describe('getOpeningStatus: basics', () => {
  const weekdays = [1, 2, 3, 4, 5].map((d) => open(d, '09:00:00', '17:00:00'));

  it('is unset without weekly rows, even with special rows', () => {
    expect(status([], '2025-06-06T10:00')).toEqual({ status: 'unset', message: { kind: 'unset' } });
    expect(
      status([], '2025-06-06T10:00', [special('2025-06-06', { openTime: '09:00', closeTime: '17:00' })]),
    ).toEqual({ status: 'unset', message: { kind: 'unset' } });
    expect(status([open(7, '09:00', '17:00'), open(-1, '09:00', '17:00')], '2025-06-06T10:00').status).toBe(
      'unset',
    );
  });

  it.each([
    ['2025-06-06T08:59', 'closed'],
    ['2025-06-06T09:00', 'open'],
    ['2025-06-06T12:00', 'open'],
    ['2025-06-06T16:59', 'open'],
    ['2025-06-06T17:00', 'closed'],
    ['2025-06-07T12:00', 'closed'],
  ])('HH:MM:SS rows, %s -> %s', (local, expected) => {
    expect(status(weekdays, local).status).toBe(expected);
  });

  it('honours the seconds of the instant only through the minute (half-open window)', () => {
    expect(
      getOpeningStatus({ weeklyHours: weekdays, instant: new Date('2025-06-06T09:59:59+07:00') }).status,
    ).toBe('open');
    expect(
      getOpeningStatus({ weeklyHours: weekdays, instant: new Date('2025-06-06T16:59:59+07:00') }).status,
    ).toBe('open');
    expect(
      getOpeningStatus({ weeklyHours: weekdays, instant: new Date('2025-06-06T08:59:59+07:00') }).status,
    ).toBe('closed');
  });

  it('says until when it closes', () => {
    expect(status(weekdays, '2025-06-06T10:00')).toEqual({
      status: 'open',
      message: { kind: 'openUntil', time: '17:00', dayOffset: 0 },
    });
  });

  it.each([
    ['isClosed', { dayOfWeek: 5, openTime: '09:00', closeTime: '17:00', isClosed: true }],
    ['missing open', { dayOfWeek: 5, openTime: null, closeTime: '17:00', isClosed: false }],
    ['missing close', { dayOfWeek: 5, openTime: '09:00', closeTime: null, isClosed: false }],
    ['invalid time', { dayOfWeek: 5, openTime: '9', closeTime: '17:00', isClosed: false }],
  ])('%s -> closed', (_label, row) => {
    const result = status([row], '2025-06-06T10:00');
    expect(result.status).toBe('closed');
    expect(result.message).toEqual({ kind: 'closed' });
  });

  it('a day without a row is closed (when other days have rows)', () => {
    expect(status([open(1, '09:00', '17:00')], '2025-06-06T10:00').status).toBe('closed');
  });

  it('uses the restaurant zone, not UTC or the process zone', () => {
    // 02:30Z Friday = 09:30 Friday in Phnom Penh = 19:30 Thursday in Los Angeles.
    const instant = new Date('2025-06-06T02:30:00Z');
    const weekly = [open(5, '09:00', '10:00')];
    expect(getOpeningStatus({ weeklyHours: weekly, instant }).status).toBe('open');
    expect(getOpeningStatus({ weeklyHours: weekly, instant, timeZone: 'UTC' }).status).toBe('closed');
    expect(
      getOpeningStatus({ weeklyHours: [open(4, '19:00', '20:00')], instant, timeZone: 'America/Los_Angeles' })
        .status,
    ).toBe('open');
  });

  it('treats close 00:00 as midnight (end of day) without spill', () => {
    const weekly = [open(5, '18:00', '00:00')];
    expect(status(weekly, '2025-06-06T23:59')).toEqual({
      status: 'open',
      message: { kind: 'openUntil', time: '00:00', dayOffset: 1 },
    });
    expect(status(weekly, '2025-06-07T00:00').status).toBe('closed');
    expect(status(weekly, '2025-06-06T17:59').status).toBe('closed');
  });

  it('treats open == close as 24 hours from the open time', () => {
    const weekly = [open(5, '09:00', '09:00')];
    expect(status(weekly, '2025-06-06T08:59').status).toBe('closed');
    expect(status(weekly, '2025-06-06T09:00')).toEqual({
      status: 'open',
      message: { kind: 'openUntil', time: '09:00', dayOffset: 1 },
    });
    expect(status(weekly, '2025-06-07T08:59').status).toBe('open');
    expect(status(weekly, '2025-06-07T09:00').status).toBe('closed');
  });

  it('reports open24Hours when open continuously for a week', () => {
    expect(status(everyDay('00:00', '00:00'), '2025-06-06T03:00')).toEqual({
      status: 'open',
      message: { kind: 'open24Hours' },
    });
    expect(status(everyDay('06:00:00', '06:00:00'), '2025-06-06T03:00').message).toEqual({
      kind: 'open24Hours',
    });
  });

  it('follows back-to-back windows for "open until"', () => {
    const weekly = [open(5, '18:00', '00:00'), open(6, '00:00', '02:00')];
    expect(status(weekly, '2025-06-06T23:00').message).toEqual({
      kind: 'openUntil',
      time: '02:00',
      dayOffset: 1,
    });
    expect(status(weekly, '2025-06-07T01:00').message).toEqual({
      kind: 'openUntil',
      time: '02:00',
      dayOffset: 0,
    });
    // A 24h day followed by a closed day ends at midnight.
    const oneFullDay = [open(5, '00:00', '00:00')];
    expect(status(oneFullDay, '2025-06-06T12:00').message).toEqual({
      kind: 'openUntil',
      time: '00:00',
      dayOffset: 1,
    });
  });
});

describe('getOpeningStatus: crossing midnight', () => {
  const fridayLate = [open(5, '18:00', '02:00'), closedDay(6)];

  it.each([
    ['2025-06-06T17:59', 'closed'],
    ['2025-06-06T18:00', 'open'],
    ['2025-06-06T23:59', 'open'],
    ['2025-06-07T00:00', 'open'],
    ['2025-06-07T01:00', 'open'],
    ['2025-06-07T01:59', 'open'],
    ['2025-06-07T02:00', 'closed'],
    ['2025-06-07T18:00', 'closed'],
    ['2025-06-06T01:00', 'closed'], // Thursday has no row: no spill into Friday morning
  ])('Friday 18:00-02:00 at %s -> %s', (local, expected) => {
    expect(status(fridayLate, local).status).toBe(expected);
  });

  it('reports the after-midnight closing time', () => {
    expect(status(fridayLate, '2025-06-06T20:00').message).toEqual({
      kind: 'openUntil',
      time: '02:00',
      dayOffset: 1,
    });
    expect(status(fridayLate, '2025-06-07T01:00').message).toEqual({
      kind: 'openUntil',
      time: '02:00',
      dayOffset: 0,
    });
  });

  it("keeps Friday's spill even when Saturday has a closed special row", () => {
    const specials = [special('2025-06-07', { isClosed: true, reason: 'Pchum Ben' })];
    expect(status(fridayLate, '2025-06-07T01:00', specials).status).toBe('open');
    expect(status(fridayLate, '2025-06-07T02:00', specials)).toMatchObject({
      status: 'closed',
      message: { kind: 'closedReason', reason: 'Pchum Ben' },
    });
  });

  it("takes the spill from Friday's special row when Friday has one", () => {
    const closedFriday = [special('2025-06-06', { isClosed: true })];
    expect(status(fridayLate, '2025-06-07T01:00', closedFriday).status).toBe('closed');
    const shorterFriday = [special('2025-06-06', { openTime: '18:00', closeTime: '01:00' })];
    expect(status(fridayLate, '2025-06-07T00:30', shorterFriday).status).toBe('open');
    expect(status(fridayLate, '2025-06-07T01:00', shorterFriday).status).toBe('closed');
    const lateThursdaySpecial = [special('2025-06-05', { openTime: '20:00', closeTime: '03:00' })];
    expect(status(fridayLate, '2025-06-06T02:59', lateThursdaySpecial).status).toBe('open');
  });

  it('spills into a day that also has its own window', () => {
    const weekly = [open(5, '18:00', '02:00'), open(6, '10:00', '22:00')];
    expect(status(weekly, '2025-06-07T01:00').status).toBe('open');
    expect(status(weekly, '2025-06-07T03:00')).toMatchObject({
      status: 'closed',
      nextOpening: { kind: 'today', time: '10:00' },
    });
    expect(status(weekly, '2025-06-07T10:00').status).toBe('open');
  });
});

describe('getOpeningStatus: special rows today', () => {
  const weekly = everyDay('09:00', '17:00');

  it.each<[string, SpecialHoursRow[], string, OpeningStatusResult['message']]>([
    [
      'special open hours replace weekly',
      [special('2025-06-06', { openTime: '18:00', closeTime: '22:00' })],
      '2025-06-06T19:00',
      { kind: 'openUntil', time: '22:00', dayOffset: 0 },
    ],
    [
      'special open hours close earlier',
      [special('2025-06-06', { openTime: '09:00:00', closeTime: '12:00:00' })],
      '2025-06-06T13:00',
      { kind: 'closed' },
    ],
    [
      'closed with reason',
      [special('2025-06-06', { isClosed: true, reason: 'Khmer New Year' })],
      '2025-06-06T10:00',
      { kind: 'closedReason', reason: 'Khmer New Year' },
    ],
    [
      'closed without reason',
      [special('2025-06-06', { isClosed: true })],
      '2025-06-06T10:00',
      { kind: 'closed' },
    ],
    [
      'closed with blank reason',
      [special('2025-06-06', { isClosed: true, reason: '   ' })],
      '2025-06-06T10:00',
      { kind: 'closed' },
    ],
    [
      'missing times with reason',
      [special('2025-06-06', { openTime: '09:00', reason: 'Staff training' })],
      '2025-06-06T10:00',
      { kind: 'closedReason', reason: 'Staff training' },
    ],
    [
      'open special, outside hours, reason not shown',
      [special('2025-06-06', { openTime: '09:00', closeTime: '12:00', reason: 'Short day' })],
      '2025-06-06T13:00',
      { kind: 'closed' },
    ],
    [
      'special for another date ignored',
      [special('2025-06-05', { isClosed: true, reason: 'x' })],
      '2025-06-06T10:00',
      { kind: 'openUntil', time: '17:00', dayOffset: 0 },
    ],
  ])('%s', (_label, specials, local, message) => {
    expect(status(weekly, local, specials).message).toEqual(message);
  });

  it('a special row opens a weekly-closed day', () => {
    const weeklyClosedFriday = [...[0, 1, 2, 3, 4, 6].map((d) => open(d, '09:00', '17:00')), closedDay(5)];
    expect(status(weeklyClosedFriday, '2025-06-06T10:00').status).toBe('closed');
    expect(
      status(weeklyClosedFriday, '2025-06-06T10:00', [
        special('2025-06-06', { openTime: '10:00', closeTime: '11:00' }),
      ]).status,
    ).toBe('open');
  });

  it('uses the first special row when a date is duplicated', () => {
    const specials = [
      special('2025-06-06', { isClosed: true, reason: 'first' }),
      special('2025-06-06', { isClosed: true, reason: 'second' }),
    ];
    expect(status(weekly, '2025-06-06T10:00', specials).message).toEqual({
      kind: 'closedReason',
      reason: 'first',
    });
    expect(findEffectiveRowForDate(weekly, specials, '2025-06-06')).toBe(specials[0]);
    expect(findEffectiveRowForDate(weekly, specials, '2025-06-07')).toBe(weekly[6]);
    expect(findEffectiveRowForDate([], [], '2025-06-07')).toBeUndefined();
  });
});

describe('getOpeningStatus: next opening', () => {
  const weekly = [1, 2, 3, 4, 5].map((d) => open(d, '09:00', '17:00'));

  it.each<[string, WeeklyHoursRow[], SpecialHoursRow[], string, unknown]>([
    [
      'later today',
      weekly,
      [],
      '2025-06-06T07:00',
      { kind: 'today', dayOfWeek: 5, date: '2025-06-06', time: '09:00', daysAhead: 0 },
    ],
    [
      'tomorrow',
      weekly,
      [],
      '2025-06-05T18:00',
      { kind: 'tomorrow', dayOfWeek: 5, date: '2025-06-06', time: '09:00', daysAhead: 1 },
    ],
    [
      'named day after a weekend',
      weekly,
      [],
      '2025-06-06T18:00',
      { kind: 'day', dayOfWeek: 1, date: '2025-06-09', time: '09:00', daysAhead: 3 },
    ],
    [
      'today window already over',
      weekly,
      [],
      '2025-06-03T17:00',
      { kind: 'tomorrow', dayOfWeek: 3, date: '2025-06-04', time: '09:00', daysAhead: 1 },
    ],
    [
      'same weekday next week',
      [open(5, '09:00', '17:00')],
      [],
      '2025-06-06T17:30',
      { kind: 'day', dayOfWeek: 5, date: '2025-06-13', time: '09:00', daysAhead: 7 },
    ],
    [
      'special closed future day skipped',
      weekly,
      [special('2025-06-06', { isClosed: true, reason: 'Holiday' })],
      '2025-06-05T18:00',
      { kind: 'day', dayOfWeek: 1, date: '2025-06-09', time: '09:00', daysAhead: 4 },
    ],
    [
      'special open future day',
      weekly,
      [special('2025-06-07', { openTime: '10:00:00', closeTime: '14:00:00' })],
      '2025-06-06T18:00',
      { kind: 'tomorrow', dayOfWeek: 6, date: '2025-06-07', time: '10:00', daysAhead: 1 },
    ],
    [
      'special later hours today',
      weekly,
      [special('2025-06-06', { openTime: '15:00', closeTime: '20:00' })],
      '2025-06-06T10:00',
      { kind: 'today', dayOfWeek: 5, date: '2025-06-06', time: '15:00', daysAhead: 0 },
    ],
    [
      'overnight window later today',
      [open(5, '18:00', '02:00')],
      [],
      '2025-06-06T10:00',
      { kind: 'today', dayOfWeek: 5, date: '2025-06-06', time: '18:00', daysAhead: 0 },
    ],
  ])('%s', (_label, weeklyHours, specials, local, expected) => {
    const result = status(weeklyHours, local, specials);
    expect(result.status).toBe('closed');
    expect(result.status === 'closed' ? result.nextOpening : undefined).toEqual(expected);
  });

  it('is absent when nothing opens within 7 days', () => {
    const allClosed = [0, 1, 2, 3, 4, 5, 6].map(closedDay);
    expect(status(allClosed, '2025-06-06T10:00')).toEqual({ status: 'closed', message: { kind: 'closed' } });
    const closedForAWeek = [0, 1, 2, 3, 4, 5, 6].map((n) =>
      special(addDays('2025-06-06', n), { isClosed: true }),
    );
    // Weekly Friday opening, but every day until next Friday (day +7) is closed by specials.
    const fridayOnly = [open(5, '09:00', '17:00')];
    expect(
      status(fridayOnly, '2025-06-06T10:00', [...closedForAWeek, special('2025-06-13', { isClosed: true })]),
    ).toEqual({
      status: 'closed',
      message: { kind: 'closed' },
    });
    expect(status(fridayOnly, '2025-06-06T10:00', closedForAWeek)).toMatchObject({
      nextOpening: { kind: 'day', date: '2025-06-13', daysAhead: 7 },
    });
  });

  it('is not given while open', () => {
    expect(status(weekly, '2025-06-06T10:00')).not.toHaveProperty('nextOpening');
  });
});

describe('getWeeklyLines', () => {
  const weekly: WeeklyHoursRow[] = [
    open(1, '09:00:00', '17:00:00'),
    open(2, '18:00', '02:00'),
    closedDay(3),
    { dayOfWeek: 4, openTime: '09:00', closeTime: null, isClosed: false },
    open(5, '07:30', '21:00'),
    open(6, '08:00', '22:00'),
  ];

  it('returns Sunday-first lines with today marked (restaurant zone)', () => {
    // 2025-06-06T20:00Z is Friday in LA but Saturday 03:00 in Phnom Penh.
    const lines = getWeeklyLines({ weeklyHours: weekly, instant: new Date('2025-06-06T20:00:00Z') });
    expect(lines).toEqual([
      { dayOfWeek: 0, isToday: false, kind: 'unset' },
      { dayOfWeek: 1, isToday: false, kind: 'hours', openTime: '09:00', closeTime: '17:00' },
      { dayOfWeek: 2, isToday: false, kind: 'hours', openTime: '18:00', closeTime: '02:00' },
      { dayOfWeek: 3, isToday: false, kind: 'closed' },
      { dayOfWeek: 4, isToday: false, kind: 'closed' },
      { dayOfWeek: 5, isToday: false, kind: 'hours', openTime: '07:30', closeTime: '21:00' },
      { dayOfWeek: 6, isToday: true, kind: 'hours', openTime: '08:00', closeTime: '22:00' },
    ]);
  });

  it('orders Monday-first on request and uses the given zone', () => {
    const lines = getWeeklyLines({
      weeklyHours: weekly,
      instant: new Date('2025-06-06T20:00:00Z'),
      timeZone: 'America/Los_Angeles',
      weekStartsOn: 1,
    });
    expect(lines.map((l) => l.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(lines.filter((l) => l.isToday).map((l) => l.dayOfWeek)).toEqual([5]);
  });

  it('marks every day unset without rows', () => {
    const lines = getWeeklyLines({ weeklyHours: [], instant: at('2025-06-06T10:00') });
    expect(lines.every((l) => l.kind === 'unset')).toBe(true);
    expect(lines).toHaveLength(7);
  });
});

describe('getHoursSummary', () => {
  const weekdayWeekend = [
    ...[1, 2, 3, 4, 5].map((d) => open(d, '07:00', '21:00')),
    open(6, '08:00', '22:00'),
    open(0, '08:00:00', '22:00:00'),
  ];

  it.each<[string, WeeklyHoursRow[], HoursSummary]>([
    ['no rows', [], { type: 'unset' }],
    ['all closed', [0, 1, 2, 3, 4, 5, 6].map(closedDay), { type: 'closed' }],
    [
      'closed or lacking times',
      [closedDay(1), { dayOfWeek: 2, openTime: '09:00', closeTime: null, isClosed: false }],
      { type: 'closed' },
    ],
    [
      'simple',
      everyDay('07:00', '21:00'),
      { type: 'simple', hours: { openTime: '07:00', closeTime: '21:00' } },
    ],
    [
      'simple with mixed HH:MM:SS',
      [...everyDay('07:00', '21:00').slice(0, 4), ...everyDay('07:00:00', '21:00:00').slice(4)],
      { type: 'simple', hours: { openTime: '07:00', closeTime: '21:00' } },
    ],
    [
      'simple overnight',
      everyDay('18:00', '02:00'),
      { type: 'simple', hours: { openTime: '18:00', closeTime: '02:00' } },
    ],
    [
      'weekday-weekend',
      weekdayWeekend,
      {
        type: 'weekdayWeekend',
        weekday: { openTime: '07:00', closeTime: '21:00' },
        weekend: { openTime: '08:00', closeTime: '22:00' },
      },
    ],
    [
      'weekend closed is complex',
      [...[1, 2, 3, 4, 5].map((d) => open(d, '07:00', '21:00')), closedDay(6), closedDay(0)],
      { type: 'complex', firstDay: 1, lastDay: 0 },
    ],
    [
      'weekend differs within itself',
      [...weekdayWeekend.slice(0, 6), open(0, '09:00', '22:00')],
      { type: 'complex', firstDay: 1, lastDay: 0 },
    ],
    ['six identical days', everyDay('07:00', '21:00').slice(1), { type: 'complex', firstDay: 1, lastDay: 6 }],
    [
      'one closed day among identical',
      [...everyDay('07:00', '21:00').slice(1), closedDay(0)],
      { type: 'complex', firstDay: 1, lastDay: 0 },
    ],
    [
      'Tue-Sat only',
      [2, 3, 4, 5, 6].map((d) => open(d, '10:00', d === 6 ? '23:00' : '22:00')),
      { type: 'complex', firstDay: 2, lastDay: 6 },
    ],
    [
      'Sunday and Monday only',
      [open(0, '10:00', '14:00'), open(1, '10:00', '15:00')],
      { type: 'complex', firstDay: 1, lastDay: 0 },
    ],
  ])('%s', (_label, rows, expected) => {
    expect(getHoursSummary(rows)).toEqual(expected);
  });
});

describe('process time zone', () => {
  it('honours TZ when the test project sets it', () => {
    const offset = new Date('2025-01-15T12:00:00Z').getTimezoneOffset();
    const summerOffset = new Date('2025-07-15T12:00:00Z').getTimezoneOffset();
    if (process.env.TZ === 'America/Los_Angeles') {
      expect([offset, summerOffset]).toEqual([480, 420]);
    } else if (process.env.TZ === 'Asia/Phnom_Penh') {
      expect([offset, summerOffset]).toEqual([-420, -420]);
    } else {
      expect(Number.isInteger(offset)).toBe(true);
    }
  });
});
