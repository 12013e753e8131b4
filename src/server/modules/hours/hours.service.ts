import { getOpeningStatus, getTodayInZone } from '@/shared/domain/hours';
import {
  hoursKeys,
  type CreateSpecialHours,
  type RestaurantHoursResponse,
  type SpecialHoursRowDto,
  type UpdateWeeklyHours,
  type WeeklyHoursRowDto,
} from '@/shared/schemas/hours.schema';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './hours.queries';

/** The clock and zone a call runs with; routes pass `new Date()` and the configured zone, tests pass their own. */
export interface HoursClock {
  now: Date;
  timeZone: string;
}

/** PostgreSQL answers 'HH:MM:SS'; the API speaks 'HH:MM' (what `<input type="time">` uses). */
function toMinutePrecision(value: string | null): string | null {
  return value === null ? null : value.slice(0, 5);
}

function toWeeklyDto(row: WeeklyHoursRowDto): WeeklyHoursRowDto {
  return { ...row, openTime: toMinutePrecision(row.openTime), closeTime: toMinutePrecision(row.closeTime) };
}

function toSpecialDto(row: SpecialHoursRowDto): SpecialHoursRowDto {
  return { ...row, openTime: toMinutePrecision(row.openTime), closeTime: toMinutePrecision(row.closeTime) };
}

/**
 * Public hours of a restaurant: the weekly rows (by day), the special days from today on (by
 * date) and the open status at `clock.now`, so every client shows the server's answer.
 */
export async function getRestaurantHours(
  db: Db,
  restaurantId: string,
  clock: HoursClock,
): Promise<RestaurantHoursResponse> {
  if (!(await queries.isRestaurantExisting(db, restaurantId))) throw notFound(hoursKeys.restaurantNotFound);
  const today = getTodayInZone(clock.now, clock.timeZone);
  const [weeklyRows, specialRows] = await Promise.all([
    queries.findWeeklyHours(db, restaurantId),
    queries.findSpecialHoursFrom(db, restaurantId, today),
  ]);
  const weekly = weeklyRows.map(toWeeklyDto);
  const special = specialRows.map(toSpecialDto);
  return {
    timeZone: clock.timeZone,
    serverTime: clock.now.toISOString(),
    today,
    weekly,
    special,
    status: getOpeningStatus({
      weeklyHours: weekly,
      specialHours: special,
      instant: clock.now,
      timeZone: clock.timeZone,
    }),
  };
}

/**
 * Replaces the whole week of a restaurant the caller owns, in one transaction (one upsert by
 * (restaurant_id, day_of_week)). Another user's restaurant answers 404, as if it did not exist.
 */
export async function updateWeeklyHours(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  input: UpdateWeeklyHours,
) {
  return db.transaction(async (tx) => {
    if (!(await queries.findOwnedRestaurantId(tx, restaurantId, current.id))) {
      throw notFound(hoursKeys.restaurantNotFound);
    }
    const days = [...input.days]
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
      .map((day) => ({
        dayOfWeek: day.dayOfWeek,
        openTime: day.openTime,
        closeTime: day.closeTime,
        isClosed: day.isClosed,
      }));
    const rows = await queries.upsertWeeklyHours(tx, restaurantId, days);
    return rows.map(toWeeklyDto).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  });
}

/** Adds a special day (today or later, one per date) to a restaurant the caller owns. */
export async function createSpecialHours(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  input: CreateSpecialHours,
  clock: HoursClock,
) {
  if (input.date < getTodayInZone(clock.now, clock.timeZone)) {
    throw badRequest(hoursKeys.datePast, { date: hoursKeys.datePast });
  }
  return db.transaction(async (tx) => {
    if (!(await queries.findOwnedRestaurantId(tx, restaurantId, current.id))) {
      throw notFound(hoursKeys.restaurantNotFound);
    }
    const row = await queries.insertSpecialHours(tx, restaurantId, {
      date: input.date,
      isClosed: input.isClosed,
      reason: input.reason,
      openTime: input.isClosed ? null : input.openTime,
      closeTime: input.isClosed ? null : input.closeTime,
    });
    if (!row) throw new AppError('CONFLICT', hoursKeys.specialExists, { date: hoursKeys.specialExists });
    return toSpecialDto(row);
  });
}

/** Deletes a special day of a restaurant the caller owns; anything else answers 404. */
export async function deleteSpecialHours(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  specialId: string,
) {
  const deletedId = await queries.deleteOwnedSpecialHours(db, restaurantId, specialId, current.id);
  if (!deletedId) throw notFound(hoursKeys.specialNotFound);
  return deletedId;
}
