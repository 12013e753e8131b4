import { describe, it, expect } from 'vitest';
import en from '@/web/i18n/locales/en/hours.json';
import km from '@/web/i18n/locales/km/hours.json';
import {
  getHoursSummary,
  getOpeningStatus,
  getWeeklyLines,
  type HoursSummary,
  type NextOpening,
  type StatusMessage,
  type WeeklyHoursRow,
  type WeeklyLine,
} from '@/shared/domain/hours';
import {
  formatDetailBadge,
  formatListBadge,
  formatNextOpening,
  formatStatusMessage,
  formatSummary,
  formatTime12,
  formatTimeRange,
  formatWeeklyLine,
  formatWeeklyLineParts,
  type HoursTranslate,
} from '@/web/features/hours/format-hours';

type Catalogue = Record<string, string>;

/** Minimal i18next stand-in: looks the key up (throwing if missing) and fills {{placeholders}}. */
const createFakeT =
  (catalogue: Catalogue): HoursTranslate =>
  (key, options = {}) => {
    const template = catalogue[key];
    if (template === undefined) throw new Error(`missing key ${key}`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
      if (!(name in options)) throw new Error(`missing value for {{${name}}} in ${key}`);
      return String(options[name]);
    });
  };

const tEn = createFakeT(en);
const tKm = createFakeT(km);

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('hours catalogues', () => {
  it('have the same flat keys and placeholders in en and km', () => {
    expect(Object.keys(km).sort()).toEqual(Object.keys(en).sort());
    const kmCatalogue: Catalogue = km;
    for (const [key, value] of Object.entries(en as Catalogue)) {
      expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(typeof value).toBe('string');
      expect(placeholders(kmCatalogue[key]), key).toEqual(placeholders(value));
    }
  });
});

describe('formatTime12', () => {
  it.each<[number | string, string, string]>([
    ['00:00', '12:00 AM', '12:00 យប់'],
    [0, '12:00 AM', '12:00 យប់'],
    [1440, '12:00 AM', '12:00 យប់'],
    ['02:00:00', '2:00 AM', '2:00 យប់'],
    ['05:00', '5:00 AM', '5:00 ព្រឹក'],
    ['07:05', '7:05 AM', '7:05 ព្រឹក'],
    ['11:59', '11:59 AM', '11:59 ព្រឹក'],
    ['12:00', '12:00 PM', '12:00 ថ្ងៃ'],
    [13 * 60 + 30, '1:30 PM', '1:30 ថ្ងៃ'],
    ['17:00', '5:00 PM', '5:00 ល្ងាច'],
    ['18:00', '6:00 PM', '6:00 ល្ងាច'],
    ['19:00', '7:00 PM', '7:00 យប់'],
    ['23:59:59', '11:59 PM', '11:59 យប់'],
  ])('%j -> %s / %s', (input, english, khmer) => {
    expect(formatTime12(input, tEn)).toBe(english);
    expect(formatTime12(input, tKm)).toBe(khmer);
  });

  it('rejects invalid times', () => {
    expect(() => formatTime12('25:00', tEn)).toThrow(RangeError);
    expect(() => formatTime12(Number.NaN, tEn)).toThrow(RangeError);
  });

  it('formats ranges', () => {
    expect(formatTimeRange({ openTime: '07:00', closeTime: '21:00' }, tEn)).toBe('7:00 AM - 9:00 PM');
  });
});

describe('status strings', () => {
  it.each<[StatusMessage, string, string]>([
    [{ kind: 'openUntil', time: '18:00', dayOffset: 0 }, 'Open until 6:00 PM', 'បើករហូតដល់ម៉ោង 6:00 ល្ងាច'],
    [{ kind: 'openUntil', time: '02:00', dayOffset: 1 }, 'Open until 2:00 AM', 'បើករហូតដល់ម៉ោង 2:00 យប់'],
    [{ kind: 'open24Hours' }, 'Open 24 hours', 'បើក 24 ម៉ោង'],
    [{ kind: 'closed' }, 'Closed', 'បិទ'],
    [{ kind: 'closedReason', reason: 'Khmer New Year' }, 'Closed - Khmer New Year', 'បិទ - Khmer New Year'],
    [{ kind: 'unset' }, 'Hours not set', 'មិនទាន់កំណត់ម៉ោង'],
  ])('%j', (message, english, khmer) => {
    expect(formatStatusMessage(message, tEn)).toBe(english);
    expect(formatStatusMessage(message, tKm)).toBe(khmer);
  });

  it('badges', () => {
    expect((['open', 'closed', 'unset'] as const).map((s) => formatListBadge(s, tEn))).toEqual([
      'Open',
      'Closed',
      'Hours Unset',
    ]);
    expect((['open', 'closed', 'unset'] as const).map((s) => formatDetailBadge(s, tEn))).toEqual([
      'Open Now',
      'Closed',
      'Hours Not Set',
    ]);
    expect((['open', 'closed', 'unset'] as const).map((s) => formatListBadge(s, tKm))).toEqual([
      'កំពុងបើក',
      'បិទ',
      'មិនទាន់កំណត់ម៉ោង',
    ]);
  });

  it.each<[NextOpening, string, string]>([
    [
      { kind: 'today', dayOfWeek: 5, date: '2025-06-06', time: '17:00', daysAhead: 0 },
      'Opens today at 5:00 PM',
      'បើកថ្ងៃនេះ ម៉ោង 5:00 ល្ងាច',
    ],
    [
      { kind: 'tomorrow', dayOfWeek: 6, date: '2025-06-07', time: '07:00:00', daysAhead: 1 },
      'Opens tomorrow at 7:00 AM',
      'បើកថ្ងៃស្អែក ម៉ោង 7:00 ព្រឹក',
    ],
    [
      { kind: 'day', dayOfWeek: 1, date: '2025-06-09', time: '09:30', daysAhead: 3 },
      'Opens Monday at 9:30 AM',
      'បើកថ្ងៃច័ន្ទ ម៉ោង 9:30 ព្រឹក',
    ],
  ])('next opening %j', (next, english, khmer) => {
    expect(formatNextOpening(next, tEn)).toBe(english);
    expect(formatNextOpening(next, tKm)).toBe(khmer);
  });

  it('formats an engine result end to end', () => {
    const weekly: WeeklyHoursRow[] = [
      { dayOfWeek: 5, openTime: '18:00:00', closeTime: '02:00:00', isClosed: false },
    ];
    const openResult = getOpeningStatus({
      weeklyHours: weekly,
      instant: new Date('2025-06-07T01:00:00+07:00'),
    });
    expect(formatDetailBadge(openResult.status, tEn)).toBe('Open Now');
    expect(formatStatusMessage(openResult.message, tEn)).toBe('Open until 2:00 AM');
    const closedResult = getOpeningStatus({
      weeklyHours: weekly,
      instant: new Date('2025-06-07T02:00:00+07:00'),
    });
    expect(closedResult.status).toBe('closed');
    if (closedResult.status !== 'closed' || closedResult.nextOpening === undefined)
      throw new Error('expected next');
    expect(formatNextOpening(closedResult.nextOpening, tEn)).toBe('Opens Friday at 6:00 PM');
  });
});

describe('weekly lines', () => {
  it.each<[WeeklyLine, string, string, { day: string; hours: string }]>([
    [
      { dayOfWeek: 1, isToday: false, kind: 'hours', openTime: '09:00', closeTime: '17:30' },
      'Monday: 9:00 AM - 5:30 PM',
      'ថ្ងៃច័ន្ទ: 9:00 ព្រឹក - 5:30 ល្ងាច',
      { day: 'Monday', hours: '9:00 AM - 5:30 PM' },
    ],
    [
      { dayOfWeek: 5, isToday: true, kind: 'hours', openTime: '18:00', closeTime: '02:00' },
      'Friday: 6:00 PM - 2:00 AM',
      'ថ្ងៃសុក្រ: 6:00 ល្ងាច - 2:00 យប់',
      { day: 'Friday', hours: '6:00 PM - 2:00 AM' },
    ],
    [
      { dayOfWeek: 0, isToday: false, kind: 'closed' },
      'Sunday: Closed',
      'ថ្ងៃអាទិត្យ: បិទ',
      { day: 'Sunday', hours: 'Closed' },
    ],
    [
      { dayOfWeek: 6, isToday: false, kind: 'unset' },
      'Saturday: Hours not set',
      'ថ្ងៃសៅរ៍: មិនទាន់កំណត់ម៉ោង',
      { day: 'Saturday', hours: 'Hours not set' },
    ],
  ])('%j', (line, english, khmer, parts) => {
    expect(formatWeeklyLine(line, tEn)).toBe(english);
    expect(formatWeeklyLine(line, tKm)).toBe(khmer);
    expect(formatWeeklyLineParts(line, tEn)).toEqual(parts);
  });

  it('formats a whole week from the engine', () => {
    const weekly: WeeklyHoursRow[] = [
      { dayOfWeek: 1, openTime: '07:00', closeTime: '21:00', isClosed: false },
      { dayOfWeek: 2, openTime: null, closeTime: null, isClosed: true },
    ];
    const lines = getWeeklyLines({
      weeklyHours: weekly,
      instant: new Date('2025-06-02T10:00:00+07:00'),
      weekStartsOn: 1,
    });
    expect(lines.map((l) => formatWeeklyLine(l, tEn))).toEqual([
      'Monday: 7:00 AM - 9:00 PM',
      'Tuesday: Closed',
      'Wednesday: Hours not set',
      'Thursday: Hours not set',
      'Friday: Hours not set',
      'Saturday: Hours not set',
      'Sunday: Hours not set',
    ]);
    expect(lines[0].isToday).toBe(true);
  });
});

describe('formatSummary', () => {
  it.each<[HoursSummary, string, string, string]>([
    [{ type: 'unset' }, 'Hours not set', 'Hours not set', 'មិនទាន់កំណត់ម៉ោង'],
    [{ type: 'closed' }, 'Permanently closed', 'Closed all week', 'បិទជាអចិន្ត្រៃយ៍'],
    [
      { type: 'simple', hours: { openTime: '07:00', closeTime: '21:00' } },
      'Daily 7:00 AM - 9:00 PM',
      'Daily 7:00 AM - 9:00 PM',
      'បើករាល់ថ្ងៃ 7:00 ព្រឹក - 9:00 យប់',
    ],
    [
      {
        type: 'weekdayWeekend',
        weekday: { openTime: '07:00', closeTime: '21:00' },
        weekend: { openTime: '08:00', closeTime: '22:00' },
      },
      'Mon-Fri 7:00 AM - 9:00 PM, Sat-Sun 8:00 AM - 10:00 PM',
      'Mon-Fri 7:00 AM - 9:00 PM, Sat-Sun 8:00 AM - 10:00 PM',
      'ច័ន្ទ-សុក្រ 7:00 ព្រឹក - 9:00 យប់, សៅរ៍-អាទិត្យ 8:00 ព្រឹក - 10:00 យប់',
    ],
    [
      { type: 'complex', firstDay: 1, lastDay: 0 },
      'Mon-Sun (varies)',
      'Mon-Sun (varies)',
      'ច័ន្ទ-អាទិត្យ (ម៉ោងខុសៗគ្នា)',
    ],
    [
      { type: 'complex', firstDay: 2, lastDay: 6 },
      'Tue-Sat (varies)',
      'Tue-Sat (varies)',
      'អង្គារ-សៅរ៍ (ម៉ោងខុសៗគ្នា)',
    ],
  ])('%j', (summary, list, detail, khmerList) => {
    expect(formatSummary(summary, tEn, 'list')).toBe(list);
    expect(formatSummary(summary, tEn, 'detail')).toBe(detail);
    expect(formatSummary(summary, tKm, 'list')).toBe(khmerList);
  });

  it('formats engine summaries', () => {
    const rows: WeeklyHoursRow[] = [2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      openTime: '10:00',
      closeTime: dayOfWeek === 6 ? '23:00' : '22:00',
      isClosed: false,
    }));
    expect(formatSummary(getHoursSummary(rows), tEn, 'list')).toBe('Tue-Sat (varies)');
    expect(formatSummary(getHoursSummary([]), tEn, 'detail')).toBe('Hours not set');
    expect(formatSummary({ type: 'closed' }, tKm, 'detail')).toBe('បិទពេញមួយសប្ដាហ៍');
  });
});
