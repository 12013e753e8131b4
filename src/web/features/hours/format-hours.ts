/**
 * Display strings for the opening-hours engine (`@/shared/domain/hours`). Every visible word comes
 * from the `hours` i18next namespace; callers pass a `t` bound to that namespace
 * (e.g. `useTranslation('hours').t`).
 *
 * 12-hour clock and day periods: the hour is always h (1..12) with two-digit minutes, followed by a
 * period word chosen by the hour of day. The catalogue decides the word per bucket, so languages can
 * be finer than AM/PM without code branching:
 *   bucket             hours          en   km
 *   periodLateNight    00:00-04:59    AM   យប់   (e.g. closing "2:00 យប់", midnight "12:00 យប់")
 *   periodMorning      05:00-11:59    AM   ព្រឹក
 *   periodAfternoon    12:00-16:59    PM   ថ្ងៃ
 *   periodEvening      17:00-18:59    PM   ល្ងាច  (e.g. "6:00 ល្ងាច")
 *   periodNight        19:00-23:59    PM   យប់   (e.g. "9:00 យប់")
 * Digits stay Latin in both languages.
 *
 * Closed summary wording: the list variant says "Permanently closed" (a diner scanning results
 * should know not to go); the detail variant says "Closed all week" (it sits above the weekly table).
 */
import {
  formatMinutesAsTime,
  parseTimeToMinutes,
  type HoursSummary,
  type NextOpening,
  type OpeningStatus,
  type StatusMessage,
  type TimeRange,
  type WeeklyLine,
} from '@/shared/domain/hours';

/** The subset of i18next's `t` these helpers need (bound to the `hours` namespace). */
export type HoursTranslate = (key: string, options?: Record<string, unknown>) => string;

export type SummaryVariant = 'list' | 'detail';

function getPeriodKey(minutes: number): string {
  if (minutes < 5 * 60) return 'periodLateNight';
  if (minutes < 12 * 60) return 'periodMorning';
  if (minutes < 17 * 60) return 'periodAfternoon';
  if (minutes < 19 * 60) return 'periodEvening';
  return 'periodNight';
}

/** '18:00' / '18:00:00' / 1080 (minutes, wrapped modulo 24h) -> '6:00 PM' (en) or '6:00 ល្ងាច' (km). Throws RangeError if invalid. */
export function formatTime12(minutesOrTime: number | string, t: HoursTranslate): string {
  let parsed: number | null;
  if (typeof minutesOrTime === 'number') {
    parsed = Number.isFinite(minutesOrTime) ? parseTimeToMinutes(formatMinutesAsTime(minutesOrTime)) : null;
  } else {
    parsed = parseTimeToMinutes(minutesOrTime);
  }
  if (parsed === null) throw new RangeError(`formatTime12: invalid time ${String(minutesOrTime)}`);
  const hour24 = Math.floor(parsed / 60);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const minute = String(parsed % 60).padStart(2, '0');
  return t('time12', { hour: String(hour), minute, period: t(getPeriodKey(parsed)) });
}

export function formatTimeRange(range: TimeRange, t: HoursTranslate): string {
  return t('timeRange', { open: formatTime12(range.openTime, t), close: formatTime12(range.closeTime, t) });
}

export function formatDayName(dayOfWeek: number, t: HoursTranslate): string {
  return t(`day${dayOfWeek}`);
}

export function formatDayShortName(dayOfWeek: number, t: HoursTranslate): string {
  return t(`dayShort${dayOfWeek}`);
}

/** 'Open until 6:00 PM' / 'Open 24 hours' / 'Closed' / 'Closed - Khmer New Year' / 'Hours not set'. */
export function formatStatusMessage(message: StatusMessage, t: HoursTranslate): string {
  switch (message.kind) {
    case 'openUntil':
      return t('openUntil', { time: formatTime12(message.time, t) });
    case 'open24Hours':
      return t('open24Hours');
    case 'closed':
      return t('closed');
    case 'closedReason':
      return t('closedReason', { reason: message.reason });
    case 'unset':
      return t('hoursNotSet');
  }
}

/** Restaurant-card badge: 'Open' / 'Closed' / 'Hours Unset'. */
export function formatListBadge(status: OpeningStatus, t: HoursTranslate): string {
  switch (status) {
    case 'open':
      return t('listBadgeOpen');
    case 'closed':
      return t('listBadgeClosed');
    case 'unset':
      return t('listBadgeUnset');
  }
}

/** Detail-page badge: 'Open Now' / 'Closed' / 'Hours Not Set'. */
export function formatDetailBadge(status: OpeningStatus, t: HoursTranslate): string {
  switch (status) {
    case 'open':
      return t('detailBadgeOpen');
    case 'closed':
      return t('detailBadgeClosed');
    case 'unset':
      return t('detailBadgeUnset');
  }
}

/** 'Opens today at 5:00 PM' / 'Opens tomorrow at 7:00 AM' / 'Opens Monday at 7:00 AM'. */
export function formatNextOpening(next: NextOpening, t: HoursTranslate): string {
  const time = formatTime12(next.time, t);
  switch (next.kind) {
    case 'today':
      return t('opensToday', { time });
    case 'tomorrow':
      return t('opensTomorrow', { time });
    case 'day':
      return t('opensOnDay', { day: formatDayName(next.dayOfWeek, t), time });
  }
}

/** The two cells of a weekly-hours table row: day name and hours text. */
export function formatWeeklyLineParts(line: WeeklyLine, t: HoursTranslate): { day: string; hours: string } {
  const day = formatDayName(line.dayOfWeek, t);
  switch (line.kind) {
    case 'hours':
      return { day, hours: formatTimeRange(line, t) };
    case 'closed':
      return { day, hours: t('closed') };
    case 'unset':
      return { day, hours: t('hoursNotSet') };
  }
}

/** 'Monday: 9:00 AM - 5:00 PM' / 'Monday: Closed' / 'Monday: Hours not set'. */
export function formatWeeklyLine(line: WeeklyLine, t: HoursTranslate): string {
  const day = formatDayName(line.dayOfWeek, t);
  switch (line.kind) {
    case 'hours':
      return t('weeklyLineHours', {
        day,
        open: formatTime12(line.openTime, t),
        close: formatTime12(line.closeTime, t),
      });
    case 'closed':
      return t('weeklyLineClosed', { day });
    case 'unset':
      return t('weeklyLineUnset', { day });
  }
}

/** One-line summary of the weekly hours; see the file comment for the closed wording per variant. */
export function formatSummary(summary: HoursSummary, t: HoursTranslate, variant: SummaryVariant): string {
  switch (summary.type) {
    case 'unset':
      return t('hoursNotSet');
    case 'closed':
      return variant === 'list' ? t('summaryPermanentlyClosed') : t('summaryClosedAllWeek');
    case 'simple':
      return t('summaryDaily', {
        open: formatTime12(summary.hours.openTime, t),
        close: formatTime12(summary.hours.closeTime, t),
      });
    case 'weekdayWeekend':
      return t('summaryWeekdayWeekend', {
        weekdayOpen: formatTime12(summary.weekday.openTime, t),
        weekdayClose: formatTime12(summary.weekday.closeTime, t),
        weekendOpen: formatTime12(summary.weekend.openTime, t),
        weekendClose: formatTime12(summary.weekend.closeTime, t),
      });
    case 'complex':
      return t('summaryVaries', {
        first: formatDayShortName(summary.firstDay, t),
        last: formatDayShortName(summary.lastDay, t),
      });
  }
}
