import { describe, expect, it } from 'vitest';
import type { SpecialHoursRow, WeeklyHoursRow } from './hours';
import {
  canCancelReservation,
  formatCambodianPhone,
  getInstantForZonedTime,
  getReservationRefusal,
  getSlotsForDate,
  getWeekStart,
  normalizeCambodianPhone,
  RESERVATION_DEFAULTS,
} from './reservations';

// Runs in the unit project and again under TZ=America/Los_Angeles and TZ=Asia/Phnom_Penh.
const TZ = 'Asia/Phnom_Penh';

const week = (open: string | null, close: string | null, closedDays: number[] = []): WeeklyHoursRow[] =>
  Array.from({ length: 7 }, (_, day) => ({
    dayOfWeek: day,
    openTime: open,
    closeTime: close,
    isClosed: closedDays.includes(day),
  }));

const times = (slots: { time: string }[]) => slots.map((s) => s.time);

// 2026-06-05 is a Friday, 2026-06-06 a Saturday, 2026-06-07 a Sunday.
describe('getSlotsForDate', () => {
  it('every slot from opening while a whole slot fits before closing', () => {
    const slots = getSlotsForDate({
      weeklyHours: week('11:00', '13:00'),
      date: '2026-06-05',
      slotMinutes: 30,
    });
    expect(times(slots)).toEqual(['11:00', '11:30', '12:00', '12:30']);
  });

  it('across midnight: the after-midnight part belongs to the next calendar day', () => {
    const weekly = week('22:00', '02:00');
    expect(times(getSlotsForDate({ weeklyHours: weekly, date: '2026-06-05', slotMinutes: 60 }))).toEqual([
      '00:00',
      '01:00',
      '22:00',
      '23:00',
    ]);
  });

  it("a closed day still has the previous night's after-midnight slots, and nothing of its own", () => {
    const weekly = week('18:00', '02:00', [6]); // Saturday closed
    const saturday = getSlotsForDate({ weeklyHours: weekly, date: '2026-06-06', slotMinutes: 60 });
    expect(times(saturday)).toEqual(['00:00', '01:00']);
    const sunday = getSlotsForDate({ weeklyHours: weekly, date: '2026-06-07', slotMinutes: 60 });
    expect(times(sunday)).toEqual(['18:00', '19:00', '20:00', '21:00', '22:00', '23:00']);
  });

  it('special hours replace the weekly row of their date, and a closed special day has no slots', () => {
    const weekly = week('10:00', '22:00');
    const special: SpecialHoursRow[] = [
      { date: '2026-06-05', isClosed: false, openTime: '10:00', closeTime: '12:00', reason: 'Short day' },
      { date: '2026-06-06', isClosed: true, openTime: null, closeTime: null, reason: 'Pchum Ben' },
    ];
    expect(
      times(
        getSlotsForDate({ weeklyHours: weekly, specialHours: special, date: '2026-06-05', slotMinutes: 60 }),
      ),
    ).toEqual(['10:00', '11:00']);
    expect(
      getSlotsForDate({ weeklyHours: weekly, specialHours: special, date: '2026-06-06', slotMinutes: 60 }),
    ).toEqual([]);
  });

  it('a special night past midnight gives its after-midnight slots to the next day', () => {
    const weekly = week('10:00', '20:00');
    const special: SpecialHoursRow[] = [
      {
        date: '2026-06-05',
        isClosed: false,
        openTime: '20:00',
        closeTime: '01:00',
        reason: 'Water festival',
      },
    ];
    const saturday = getSlotsForDate({
      weeklyHours: weekly,
      specialHours: special,
      date: '2026-06-06',
      slotMinutes: 30,
    });
    expect(times(saturday).slice(0, 3)).toEqual(['00:00', '00:30', '10:00']);
  });

  it('no hours set: no slots', () => {
    expect(getSlotsForDate({ weeklyHours: [], date: '2026-06-05', slotMinutes: 30 })).toEqual([]);
  });
});

describe('getInstantForZonedTime (Cambodia is UTC+7 whatever the process zone)', () => {
  it('maps a Cambodian wall-clock time to its instant', () => {
    expect(getInstantForZonedTime('2026-06-05', 19 * 60, TZ).toISOString()).toBe('2026-06-05T12:00:00.000Z');
    expect(getInstantForZonedTime('2026-06-06', 30, TZ).toISOString()).toBe('2026-06-05T17:30:00.000Z');
  });

  it('other zones, daylight saving included', () => {
    expect(getInstantForZonedTime('2026-07-01', 12 * 60, 'America/New_York').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
    expect(getInstantForZonedTime('2026-01-15', 12 * 60, 'America/New_York').toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
  });
});

describe('getReservationRefusal', () => {
  const rules = { ...RESERVATION_DEFAULTS, slotMinutes: 30 };
  const weekly = week('11:00', '22:00', [1]); // Mondays closed
  // Friday 2026-06-05 10:00 in Cambodia.
  const now = new Date('2026-06-05T03:00:00Z');
  const check = (date: string, time: string, partySize = 2, specialHours: SpecialHoursRow[] = []) =>
    getReservationRefusal({
      rules,
      weeklyHours: weekly,
      specialHours,
      date,
      time,
      partySize,
      now,
      timeZone: TZ,
    });

  it('accepts an offered time', () => {
    expect(check('2026-06-05', '19:00')).toBeNull();
    expect(check('2026-06-05', '12:00')).toBeNull(); // exactly 2 hours ahead
  });

  it('refuses each broken rule with its reason', () => {
    expect(check('2026-06-05', '19:00', 0)).toBe('partySize');
    expect(check('2026-06-05', '19:00', 13)).toBe('partySize');
    expect(check('2026-06-04', '19:00')).toBe('past');
    expect(check('2026-06-05', '09:30')).toBe('past');
    expect(check('2026-06-05', '11:30')).toBe('tooSoon');
    expect(check('2026-07-06', '19:00')).toBe('tooFar');
    expect(check('2026-07-05', '19:00')).toBeNull(); // today + 30 days
    expect(check('2026-06-08', '19:00')).toBe('closed'); // a Monday
    expect(check('2026-06-06', '23:00')).toBe('closed'); // after closing
    expect(check('2026-06-06', '21:45')).toBe('notASlot'); // open, but not an offered time
    expect(check('2026-06-06', '19:15')).toBe('notASlot');
    expect(
      check('2026-06-06', '19:00', 2, [
        { date: '2026-06-06', isClosed: true, openTime: null, closeTime: null, reason: null },
      ]),
    ).toBe('closed');
  });

  it('cancelling is allowed up to the notice window', () => {
    const startsAt = new Date('2026-06-05T12:00:00Z');
    expect(canCancelReservation(startsAt, new Date('2026-06-05T10:00:00Z'), 120)).toBe(true);
    expect(canCancelReservation(startsAt, new Date('2026-06-05T10:00:01Z'), 120)).toBe(false);
  });
});

describe('Cambodian phone numbers', () => {
  it.each([
    ['012 345 678', '+85512345678'],
    ['012-345-6789', '+855123456789'],
    ['(012) 345 678', '+85512345678'],
    ['+855 12 345 678', '+85512345678'],
    ['855 96 123 4567', '+855961234567'],
    ['+855 (0) 12 345 678', '+85512345678'],
    ['023 123 456', '+85523123456'],
    ['0085512345678', '+85512345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCambodianPhone(input)).toBe(expected);
  });

  it.each(['12345', '+1 202 555 0100', '0012345678', 'abc', '', '012 345 67890 1'])('refuses %s', (input) => {
    expect(normalizeCambodianPhone(input)).toBeNull();
  });

  it('writes them back as read aloud', () => {
    expect(formatCambodianPhone('+85512345678')).toBe('012 345 678');
    expect(formatCambodianPhone('+855961234567')).toBe('096 123 4567');
  });
});

it('getWeekStart: the Monday of the week', () => {
  expect(getWeekStart('2026-06-05')).toBe('2026-06-01');
  expect(getWeekStart('2026-06-01')).toBe('2026-06-01');
  expect(getWeekStart('2026-06-07')).toBe('2026-06-01');
});
