import type { FastifyBaseLogger } from 'fastify';
import { addDays, getZonedNow } from '@/shared/domain/hours';
import {
  canCancelReservation,
  DAILY_REQUESTS_MAX,
  formatCambodianPhone,
  getInstantForZonedTime,
  getReservationRefusal,
  getSlotsForDate,
  getWeekStart,
  PENDING_PER_RESTAURANT_MAX,
  RESERVATION_DEFAULTS,
  type ReservationSettingsValues,
} from '@/shared/domain/reservations';
import { formatReservationWhen, reservationMailMessages } from '@/shared/i18n/reservation-mail-messages';
import {
  NEXT_ARRIVALS_COUNT,
  refusalField,
  reservationKeys,
  reservationRefusals,
  type AnswerReservation,
  type Availability,
  type CreateReservation,
  type MyReservation,
  type OwnerReservation,
  type OwnerReservationFilter,
  type ReservationSettings,
  type ReservationSummary,
  type UpdateReservationSettings,
} from '@/shared/schemas/reservation.schema';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import type { CurrentUser } from '../../plugins/auth';
import { findSpecialHoursFrom, findWeeklyHours } from '../hours/hours.queries';
import * as queries from './reservations.queries';

export interface Clock {
  now: Date;
  timeZone: string;
}

/** Where answers and cancellations are announced; failures are logged, never undo the write. */
export interface Notifier {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const restaurantNotFound = () => notFound(reservationKeys.restaurantNotFound);
const reservationNotFound = () => notFound(reservationKeys.reservationNotFound);

function refuse<K extends keyof typeof reservationRefusals>(
  kind: K,
  message: string,
  field?: 'partySize' | 'date' | 'time',
): AppError {
  return new AppError(reservationRefusals[kind].code, message, field ? { [field]: message } : undefined);
}

function toSettings(row: ReservationSettingsValues | undefined): ReservationSettings {
  return row ? { ...row } : { ...RESERVATION_DEFAULTS };
}

/* ---------------------------------------------------------------------------------------------
 * Settings
 * ------------------------------------------------------------------------------------------- */

export async function getOwnerSettings(db: Db, current: CurrentUser, restaurantId: string) {
  if (!(await queries.findOwnedRestaurant(db, restaurantId, current.id))) throw restaurantNotFound();
  return toSettings(await queries.findSettings(db, restaurantId));
}

export async function updateOwnerSettings(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  values: UpdateReservationSettings,
) {
  return db.transaction(async (tx) => {
    if (!(await queries.findOwnedRestaurant(tx, restaurantId, current.id))) throw restaurantNotFound();
    return toSettings(await queries.upsertSettings(tx, restaurantId, values));
  });
}

/* ---------------------------------------------------------------------------------------------
 * Availability and the request
 * ------------------------------------------------------------------------------------------- */

async function findHoursAround(db: DbOrTx, restaurantId: string, date: string) {
  const [weeklyHours, special] = await Promise.all([
    findWeeklyHours(db, restaurantId),
    findSpecialHoursFrom(db, restaurantId, addDays(date, -1)),
  ]);
  return { weeklyHours, specialHours: special.filter((row) => row.date <= date) };
}

/** The settings diners see and the date's times that can still be asked for, with seats left. */
export async function getAvailability(
  db: Db,
  restaurantId: string,
  date: string,
  clock: Clock,
): Promise<Availability> {
  if (!(await queries.findRestaurant(db, restaurantId))) throw restaurantNotFound();
  const settings = toSettings(await queries.findSettings(db, restaurantId));
  const today = getZonedNow(clock.now, clock.timeZone).date;
  const base = {
    isEnabled: settings.isEnabled,
    partySizeMin: settings.partySizeMin,
    partySizeMax: settings.partySizeMax,
    maxDaysAhead: settings.maxDaysAhead,
    minNoticeMinutes: settings.minNoticeMinutes,
    today,
    lastDate: addDays(today, settings.maxDaysAhead),
    date,
  };
  // Outside the booking window no time can be asked for: nothing to compute (and no calendar
  // arithmetic on dates at the edge of the calendar, such as 9999-12-31).
  if (!settings.isEnabled || date < today || date > base.lastDate) return { ...base, slots: [] };
  const [hours, seats] = await Promise.all([
    findHoursAround(db, restaurantId, date),
    queries.findSeatsByTime(db, restaurantId, date),
  ]);
  const slots = getSlotsForDate({ ...hours, date, slotMinutes: settings.slotMinutes })
    .filter(
      (slot) =>
        getReservationRefusal({
          rules: settings,
          ...hours,
          date,
          time: slot.time,
          partySize: settings.partySizeMin,
          now: clock.now,
          timeZone: clock.timeZone,
        }) === null,
    )
    .map((slot) => ({
      time: slot.time,
      seatsLeft:
        settings.capacityPerSlot === null
          ? null
          : Math.max(0, settings.capacityPerSlot - (seats.get(slot.time) ?? 0)),
    }));
  return { ...base, slots };
}

/**
 * A diner's request. In one transaction, with the diner's profile row and then the restaurant's
 * settings row locked (always in that order, so two transactions never wait on each other in a
 * circle): the limits per diner, the rules of the time, and the seats left at that time are checked
 * against what is committed, so two diners racing for the last seats cannot both get them.
 */
export async function createReservation(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  input: CreateReservation,
  clock: Clock,
) {
  if (!(await queries.findRestaurant(db, restaurantId))) throw restaurantNotFound();
  return db.transaction(async (tx) => {
    await queries.lockProfile(tx, current.id);
    const since = new Date(clock.now.getTime() - 86_400_000);
    if ((await queries.countRequestsSince(tx, current.id, since)) >= DAILY_REQUESTS_MAX) {
      throw refuse('dailyLimit', reservationRefusals.dailyLimit.message({ max: DAILY_REQUESTS_MAX }));
    }
    const settings = await queries.lockSettings(tx, restaurantId);
    if (!settings?.isEnabled) throw refuse('off', reservationRefusals.off.message());

    const hours = await findHoursAround(tx, restaurantId, input.date);
    const refusal = getReservationRefusal({
      rules: settings,
      ...hours,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      now: clock.now,
      timeZone: clock.timeZone,
    });
    if (refusal !== null) {
      const text = reservationRefusals[refusal].message(settings);
      throw refuse(refusal, text, refusalField[refusal]);
    }
    if (
      (await queries.countPendingAt(tx, current.id, restaurantId, clock.now)) >= PENDING_PER_RESTAURANT_MAX
    ) {
      throw refuse(
        'pendingLimit',
        reservationRefusals.pendingLimit.message({ max: PENDING_PER_RESTAURANT_MAX }),
      );
    }
    const [hh, mm] = input.time.split(':').map(Number) as [number, number];
    const startsAt = getInstantForZonedTime(input.date, hh * 60 + mm, clock.timeZone);
    if (settings.capacityPerSlot !== null) {
      const taken = await queries.countSeatsAt(tx, restaurantId, startsAt);
      if (taken + input.partySize > settings.capacityPerSlot) {
        throw refuse('full', reservationRefusals.full.message(), 'time');
      }
    }
    const row = await queries.insertReservation(tx, {
      restaurantId,
      userId: current.id,
      date: input.date,
      time: input.time,
      startsAt,
      partySize: input.partySize,
      guestName: input.name,
      phone: input.phone,
      email: input.email,
      note: input.note,
    });
    if (!row) throw new Error('reservation insert returned nothing');
    return { id: row.id, status: 'pending' as const };
  });
}

/* ---------------------------------------------------------------------------------------------
 * The diner's list and cancelling
 * ------------------------------------------------------------------------------------------- */

const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function listMyReservations(db: Db, current: CurrentUser, clock: Clock) {
  const rows = await queries.findMyReservations(db, current.id, clock.now);
  const items: MyReservation[] = rows.map((row) => {
    const startsAt = new Date(toIso(row.starts_at));
    const notice = row.min_notice_minutes ?? RESERVATION_DEFAULTS.minNoticeMinutes;
    return {
      id: row.id,
      restaurantId: row.restaurant_id,
      restaurantName: row.restaurant_name,
      date: row.date,
      time: row.time,
      startsAt: startsAt.toISOString(),
      partySize: row.party_size,
      status: row.status,
      ownerMessage: row.owner_message,
      note: row.note,
      createdAt: toIso(row.created_at),
      canCancel:
        (row.status === 'pending' || row.status === 'confirmed') &&
        canCancelReservation(startsAt, clock.now, notice),
    };
  });
  return { items };
}

export async function cancelMyReservation(
  db: Db,
  current: CurrentUser,
  reservationId: string,
  clock: Clock,
  notifier: Notifier,
) {
  const cancelled = await db.transaction(async (tx) => {
    const row = await queries.lockMyReservation(tx, reservationId, current.id);
    if (!row) throw reservationNotFound();
    if (row.status !== 'pending' && row.status !== 'confirmed') {
      throw refuse('notCancellable', reservationRefusals.notCancellable.message());
    }
    const settings = toSettings(await queries.findSettings(tx, row.restaurantId));
    if (!canCancelReservation(row.startsAt, clock.now, settings.minNoticeMinutes)) {
      throw refuse('cancelTooLate', reservationRefusals.cancelTooLate.message(settings));
    }
    await queries.setCancelled(tx, row.id);
    return row;
  });
  await notifyOwnerOfCancellation(db, cancelled, notifier);
  return { id: cancelled.id, status: 'cancelled' as const };
}

/* ---------------------------------------------------------------------------------------------
 * The owner's side
 * ------------------------------------------------------------------------------------------- */

type OwnerRow = Awaited<ReturnType<typeof queries.findOwnerReservations>>[number];

function toOwnerDto(row: OwnerRow): OwnerReservation {
  return {
    ...row,
    phone: formatCambodianPhone(row.phone),
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOwnerReservations(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  filter: OwnerReservationFilter,
  clock: Clock,
) {
  if (!(await queries.findOwnedRestaurant(db, restaurantId, current.id))) throw restaurantNotFound();
  const rows = await queries.findOwnerReservations(db, restaurantId, filter, clock.now);
  return { items: rows.map(toOwnerDto) };
}

/** Counts for today and this week (Monday to Sunday, restaurant time) and the next arrivals. */
export async function getOwnerSummary(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  clock: Clock,
): Promise<ReservationSummary> {
  if (!(await queries.findOwnedRestaurant(db, restaurantId, current.id))) throw restaurantNotFound();
  const today = getZonedNow(clock.now, clock.timeZone).date;
  const weekStart = getWeekStart(today);
  const weekEnd = addDays(weekStart, 6);
  const [todayCounts, weekCounts, next] = await Promise.all([
    queries.countBetween(db, restaurantId, today, today),
    queries.countBetween(db, restaurantId, weekStart, weekEnd),
    queries.findNextArrivals(db, restaurantId, clock.now, NEXT_ARRIVALS_COUNT),
  ]);
  return { today, weekStart, weekEnd, todayCounts, weekCounts, nextArrivals: next.map(toOwnerDto) };
}

/** Confirms or declines a pending request of the caller's restaurant; the diner is told by e-mail. */
export async function answerReservation(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  reservationId: string,
  decision: 'confirmed' | 'declined',
  input: AnswerReservation,
  notifier: Notifier,
) {
  const answered = await db.transaction(async (tx) => {
    const row = await queries.lockOwnerReservation(tx, restaurantId, reservationId, current.id);
    if (!row) throw reservationNotFound();
    if (row.status !== 'pending')
      throw refuse('alreadyAnswered', reservationRefusals.alreadyAnswered.message());
    await queries.setAnswer(tx, row.id, decision, input.message);
    return row;
  });
  await notifyDiner(db, answered, decision, input.message, notifier);
  return { id: answered.id, status: decision };
}

/** Manage tab of the restaurant page: the next pending and confirmed tables (its owner only). */
export async function listManageReservations(db: DbOrTx, restaurantId: string, clock: Clock) {
  const rows = await queries.findNextArrivals(db, restaurantId, clock.now, 50);
  return rows.map((row) => ({
    id: row.id,
    guestName: row.guestName,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    status: row.status === 'confirmed' ? ('confirmed' as const) : ('pending' as const),
  }));
}

/* ---------------------------------------------------------------------------------------------
 * E-mails
 * ------------------------------------------------------------------------------------------- */

type LockedRow = NonNullable<Awaited<ReturnType<typeof queries.lockMyReservation>>>;

async function send(notifier: Notifier, message: Parameters<Mailer['send']>[0]) {
  try {
    await notifier.mailer.send(message);
  } catch (error) {
    notifier.log.error({ err: error }, 'reservation e-mail could not be sent');
  }
}

async function notifyDiner(
  db: Db,
  row: LockedRow,
  decision: 'confirmed' | 'declined',
  ownerMessage: string | null,
  notifier: Notifier,
) {
  const [restaurant, contact] = await Promise.all([
    queries.findRestaurant(db, row.restaurantId),
    queries.findMailContact(db, row.userId),
  ]);
  const locale = contact?.locale === 'en' ? 'en' : 'km';
  const texts = reservationMailMessages[locale];
  const facts = {
    restaurantName: restaurant?.name ?? '',
    when: formatReservationWhen(row.date, row.time, locale),
    partySize: row.partySize,
  };
  const lines = [
    decision === 'confirmed' ? texts.confirmedBody(facts) : texts.declinedBody(facts),
    ...(ownerMessage ? ['', texts.ownerMessage(ownerMessage)] : []),
    '',
    texts.seeProfile,
    `${notifier.publicUrl}/profile`,
  ];
  await send(notifier, {
    to: row.email,
    subject: decision === 'confirmed' ? texts.confirmedSubject(facts) : texts.declinedSubject(facts),
    text: lines.join('\n'),
  });
}

async function notifyOwnerOfCancellation(db: Db, row: LockedRow, notifier: Notifier) {
  const restaurant = await queries.findRestaurant(db, row.restaurantId);
  if (!restaurant?.ownerId) return;
  const contact = await queries.findMailContact(db, restaurant.ownerId);
  if (!contact) return;
  const locale = contact.locale === 'en' ? 'en' : 'km';
  const texts = reservationMailMessages[locale];
  const facts = {
    restaurantName: restaurant.name,
    when: formatReservationWhen(row.date, row.time, locale),
    partySize: row.partySize,
    guestName: row.guestName,
  };
  await send(notifier, {
    to: contact.email,
    subject: texts.cancelledSubject(facts),
    text: [
      texts.cancelledBody(facts),
      '',
      texts.seeReservations,
      `${notifier.publicUrl}/owner/reservations`,
    ].join('\n'),
  });
}
