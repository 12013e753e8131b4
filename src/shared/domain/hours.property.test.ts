import { describe, it, expect, afterEach } from 'vitest';
import fc from 'fast-check';
import {
  getOpeningStatus,
  getHoursSummary,
  getWeeklyWindows,
  getWeeklyLines,
  getZonedNow,
  type OpeningStatusResult,
  type SpecialHoursRow,
  type WeeklyHoursRow,
} from '@/shared/domain/hours';

/*
 * Brute-force oracle. It works on "day indexes" counted from Sunday 2025-06-01 in the restaurant
 * zone, with fixed-offset zones so that local wall time is plain UTC arithmetic; it never calls the
 * engine's helpers.
 */

const ZONES: ReadonlyArray<readonly [string, number]> = [
  ['Asia/Phnom_Penh', 7 * 60],
  ['UTC', 0],
  ['Asia/Kolkata', 5 * 60 + 30],
];
const BASE_UTC_MS = Date.UTC(2025, 5, 1); // Sunday
const DAY = 1440;

const dateOfIndex = (index: number): string =>
  new Date(BASE_UTC_MS + index * 86_400_000).toISOString().slice(0, 10);
const dayOfWeekOfIndex = (index: number): number => ((index % 7) + 7) % 7;

function parseOracleTime(value: string | null): number | null {
  if (value === null || !/^\d\d:\d\d(:\d\d)?$/.test(value)) return null;
  const [h, m, s] = value.split(':').map(Number);
  if (h > 23 || m > 59 || (s !== undefined && s > 59)) return null;
  return h * 60 + m;
}

interface Scenario {
  weekly: WeeklyHoursRow[];
  specials: SpecialHoursRow[];
  zone: string;
  offsetMinutes: number;
  dayIndex: number;
  minute: number;
  second: number;
}

type OracleRow = { isClosed: boolean; openTime: string | null; closeTime: string | null };

function createOracle(s: Scenario) {
  const rowCache = new Map<number, OracleRow | undefined>();
  const rowFor = (index: number): OracleRow | undefined => {
    if (!rowCache.has(index)) {
      const date = dateOfIndex(index);
      const sp = s.specials.find((r) => r.date === date);
      rowCache.set(index, sp ?? s.weekly.find((r) => r.dayOfWeek === dayOfWeekOfIndex(index)));
    }
    return rowCache.get(index);
  };
  const usable = (row: OracleRow | undefined): { o: number; c: number } | null => {
    if (row === undefined || row.isClosed) return null;
    const o = parseOracleTime(row.openTime);
    const c = parseOracleTime(row.closeTime);
    return o === null || c === null ? null : { o, c };
  };
  /** Is the restaurant open at minute `m` (0..1439) of day `index`? */
  const isOpenAt = (index: number, m: number): boolean => {
    const today = usable(rowFor(index));
    if (today !== null) {
      if (today.c > today.o ? today.o <= m && m < today.c : m >= today.o) return true;
    }
    const yesterday = usable(rowFor(index - 1));
    // Overnight (close <= open) windows spill [00:00, close) into the next day.
    return yesterday !== null && yesterday.c <= yesterday.o && m < yesterday.c;
  };
  /** Absolute minute t counted from the start of day s.dayIndex. */
  const isOpenAtAbsolute = (t: number): boolean =>
    isOpenAt(s.dayIndex + Math.floor(t / DAY), ((t % DAY) + DAY) % DAY);
  return { rowFor, isOpenAt, isOpenAtAbsolute };
}

const hhmm = (t: number): string => {
  const m = ((t % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function getExpected(s: Scenario): OpeningStatusResult {
  if (!s.weekly.some((r) => Number.isInteger(r.dayOfWeek) && r.dayOfWeek >= 0 && r.dayOfWeek <= 6)) {
    return { status: 'unset', message: { kind: 'unset' } };
  }
  const oracle = createOracle(s);
  const now = s.minute;
  if (oracle.isOpenAtAbsolute(now)) {
    for (let t = now + 1; t < now + 7 * DAY; t += 1) {
      if (!oracle.isOpenAtAbsolute(t)) {
        return {
          status: 'open',
          message: { kind: 'openUntil', time: hhmm(t), dayOffset: Math.floor(t / DAY) },
        };
      }
    }
    return { status: 'open', message: { kind: 'open24Hours' } };
  }
  const todaySpecial = s.specials.find((r) => r.date === dateOfIndex(s.dayIndex));
  const isTodaySpecialClosed =
    todaySpecial !== undefined &&
    (todaySpecial.isClosed ||
      parseOracleTime(todaySpecial.openTime) === null ||
      parseOracleTime(todaySpecial.closeTime) === null);
  const reason = todaySpecial?.reason?.trim() ?? '';
  const message =
    isTodaySpecialClosed && reason !== ''
      ? ({ kind: 'closedReason', reason } as const)
      : ({ kind: 'closed' } as const);
  for (let t = now + 1; t < 8 * DAY; t += 1) {
    if (oracle.isOpenAtAbsolute(t)) {
      const daysAhead = Math.floor(t / DAY);
      return {
        status: 'closed',
        message,
        nextOpening: {
          kind: daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : 'day',
          dayOfWeek: dayOfWeekOfIndex(s.dayIndex + daysAhead),
          date: dateOfIndex(s.dayIndex + daysAhead),
          time: hhmm(t),
          daysAhead,
        },
      };
    }
  }
  return { status: 'closed', message };
}

const instantOf = (s: Scenario): Date =>
  new Date(BASE_UTC_MS + (s.dayIndex * DAY + s.minute - s.offsetMinutes) * 60_000 + s.second * 1000);

/* ---------------------------------------------------------------------------------------------- */

const timeArb: fc.Arbitrary<string | null> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('00:00', '02:00', '06:00', '09:00', '12:00', '17:00', '18:00', '23:59'),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30), fc.boolean())
      .map(([h, m, withSeconds]) => {
        const base = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        return withSeconds ? `${base}:00` : base;
      }),
  },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('24:00', '9:00', '') },
);

const weeklyRowArb: fc.Arbitrary<WeeklyHoursRow> = fc.record({
  dayOfWeek: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 0, max: 6 }) },
    { weight: 1, arbitrary: fc.constant(7) },
  ),
  openTime: timeArb,
  closeTime: timeArb,
  isClosed: fc.oneof(
    { weight: 5, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});

const specialRowArb: fc.Arbitrary<SpecialHoursRow> = fc.record({
  date: fc.integer({ min: 5, max: 22 }).map(dateOfIndex),
  isClosed: fc.boolean(),
  openTime: timeArb,
  closeTime: timeArb,
  reason: fc.option(fc.constantFrom('Khmer New Year', '  ', '', 'Pchum Ben '), { nil: null }),
});

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    weekly: fc.array(weeklyRowArb, { maxLength: 9 }),
    specials: fc.array(specialRowArb, { maxLength: 6 }),
    zone: fc.constantFrom(...ZONES),
    dayIndex: fc.integer({ min: 7, max: 13 }),
    minute: fc.oneof(
      fc.integer({ min: 0, max: 1439 }),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 29, 30, 59)).map(([h, m]) => h * 60 + m),
      fc.constantFrom(0, 1, 119, 120, 1079, 1080, 1439),
    ),
    second: fc.constantFrom(0, 30, 59),
  })
  .map(({ zone, ...rest }) => ({ ...rest, zone: zone[0], offsetMinutes: zone[1] }));

const RUNS = { numRuns: 400 };

describe('hours properties (brute-force oracle)', () => {
  it('getZonedNow matches fixed-offset wall time', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const now = getZonedNow(instantOf(s), s.zone);
        expect(now.date).toBe(dateOfIndex(s.dayIndex));
        expect(now.dayOfWeek).toBe(dayOfWeekOfIndex(s.dayIndex));
        expect(now.minutes).toBe(s.minute);
        expect(now.seconds).toBe(s.second);
        expect(now.yesterdayDate).toBe(dateOfIndex(s.dayIndex - 1));
        expect(now.tomorrowDate).toBe(dateOfIndex(s.dayIndex + 1));
      }),
      RUNS,
    );
  });

  it('status, message and next opening equal the oracle', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const actual = getOpeningStatus({
          weeklyHours: s.weekly,
          specialHours: s.specials,
          instant: instantOf(s),
          timeZone: s.zone,
        });
        expect(actual).toEqual(getExpected(s));
      }),
      RUNS,
    );
  });

  it("the week's windows worked out once and kept (as the server does) give the oracle too, on every call", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const weeklyWindows = getWeeklyWindows(s.weekly);
        for (let call = 0; call < 2; call += 1) {
          const actual = getOpeningStatus({
            weeklyHours: s.weekly,
            weeklyWindows,
            specialHours: s.specials,
            instant: instantOf(s),
            timeZone: s.zone,
          });
          expect(actual).toEqual(getExpected(s));
        }
      }),
      RUNS,
    );
  });

  it("open exactly when inside today's window or yesterday's after-midnight spill", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        fc.pre(s.weekly.some((r) => r.dayOfWeek >= 0 && r.dayOfWeek <= 6));
        const actual = getOpeningStatus({
          weeklyHours: s.weekly,
          specialHours: s.specials,
          instant: instantOf(s),
          timeZone: s.zone,
        });
        expect(actual.status === 'open').toBe(createOracle(s).isOpenAt(s.dayIndex, s.minute));
      }),
      RUNS,
    );
  });

  it('next opening is never in the past and exists whenever something opens within 7 days', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const actual = getOpeningStatus({
          weeklyHours: s.weekly,
          specialHours: s.specials,
          instant: instantOf(s),
          timeZone: s.zone,
        });
        if (actual.status !== 'closed') return;
        const oracle = createOracle(s);
        let opensSoon = false;
        for (let t = s.minute + 1; t < 8 * DAY && !opensSoon; t += 1) opensSoon = oracle.isOpenAtAbsolute(t);
        expect(actual.nextOpening !== undefined).toBe(opensSoon);
        if (actual.nextOpening !== undefined) {
          const [h, m] = actual.nextOpening.time.split(':').map(Number);
          const opensAt = actual.nextOpening.daysAhead * DAY + h * 60 + m;
          expect(opensAt).toBeGreaterThan(s.minute);
          expect(actual.nextOpening.date >= dateOfIndex(s.dayIndex)).toBe(true);
          expect(actual.nextOpening.daysAhead).toBeLessThanOrEqual(7);
        }
      }),
      RUNS,
    );
  });
});

describe('hours results do not depend on the process time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('gives identical results under different process zones', () => {
    const scenarios = fc.sample(scenarioArb, { numRuns: 150, seed: 42 });
    const compute = () =>
      scenarios.map((s) => {
        const instant = instantOf(s);
        return {
          status: getOpeningStatus({
            weeklyHours: s.weekly,
            specialHours: s.specials,
            instant,
            timeZone: s.zone,
          }),
          lines: getWeeklyLines({ weeklyHours: s.weekly, instant, timeZone: s.zone }),
          summary: getHoursSummary(s.weekly),
          now: getZonedNow(instant, s.zone),
        };
      });
    process.env.TZ = 'Pacific/Kiritimati';
    const kiritimatiOffset = new Date('2025-06-01T00:00:00Z').getTimezoneOffset();
    const inKiritimati = compute();
    process.env.TZ = 'America/Los_Angeles';
    const losAngelesOffset = new Date('2025-06-01T00:00:00Z').getTimezoneOffset();
    const inLosAngeles = compute();
    // Node applies a runtime TZ change; make sure the comparison is not vacuous.
    expect([kiritimatiOffset, losAngelesOffset]).toEqual([-840, 420]);
    expect(inLosAngeles).toEqual(inKiritimati);
  });
});

describe('the fixed-offset path for Asia/Phnom_Penh', () => {
  it('gives the same wall-clock time as Intl for any instant from 1976 to 2200', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Phnom_Penh',
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
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1976, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const parts = Object.fromEntries(
          intl.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
        );
        const now = getZonedNow(new Date(ms), 'Asia/Phnom_Penh');
        const date = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
        expect(now.date).toBe(date);
        expect(now.minutes).toBe((parts.hour % 24) * 60 + parts.minute);
        expect(now.seconds).toBe(parts.second);
      }),
      { numRuns: 2000 },
    );
  });
});
