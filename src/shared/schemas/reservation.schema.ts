import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { isValidDateString } from '../domain/hours';
import {
  CAPACITY_LIMIT,
  MAX_DAYS_AHEAD_LIMIT,
  MIN_NOTICE_LIMIT_MINUTES,
  normalizeCambodianPhone,
  PARTY_SIZE_LIMIT,
  reservationStatuses,
  SLOT_MINUTES_CHOICES,
  type ReservationRefusal,
} from '../domain/reservations';
import { defineMessages } from '../messages';

/**
 * Texts of the reservation fields and refusals. The web shows them through the catalogues by error
 * code (refusals) or by these keys (fields); the English here is what API clients read.
 */
export const reservationMessages = {
  restaurantNotFound: 'Restaurant not found',
  reservationNotFound: 'Reservation not found',
  date: 'Please choose a date',
  time: 'Please choose a time',
  partySize: 'Please enter the number of guests',
  name: 'Please enter your name',
  phone: 'Please enter a Cambodian phone number, such as 012 345 678',
  email: 'Please enter a valid email address',
  tooLong: 'This text is too long',
  partySizeMinMax: 'The smallest party cannot be larger than the largest',
  slotMinutes: 'Choose a slot length of 15, 30, 60, 90 or 120 minutes',
  capacity: 'Capacity must be a whole number of guests, 1 or more',
  settingsNumber: 'Please enter a whole number in the allowed range',
  nothingToUpdate: 'Nothing to update',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const reservationKeys = defineMessages('reservation', reservationMessages);

/** Each refusal of a request: its stable code and its English text (numbers from the restaurant's settings). */
export const reservationRefusals = {
  off: { code: 'RESERVATIONS_OFF', message: () => 'This restaurant does not take reservations online' },
  partySize: {
    code: 'RESERVATION_PARTY_SIZE',
    message: (r: { partySizeMin: number; partySizeMax: number }) =>
      `Party size must be between ${r.partySizeMin} and ${r.partySizeMax}`,
  },
  past: { code: 'RESERVATION_IN_PAST', message: () => 'This time has already passed' },
  tooSoon: {
    code: 'RESERVATION_TOO_SOON',
    message: (r: { minNoticeMinutes: number }) =>
      `Reservations need at least ${formatNotice(r.minNoticeMinutes)} notice`,
  },
  tooFar: {
    code: 'RESERVATION_TOO_FAR',
    message: (r: { maxDaysAhead: number }) => `Reservations can be made up to ${r.maxDaysAhead} days ahead`,
  },
  closed: { code: 'RESERVATION_CLOSED', message: () => 'The restaurant is closed at this time' },
  notASlot: { code: 'RESERVATION_NOT_A_SLOT', message: () => 'Please choose one of the offered times' },
  full: {
    code: 'RESERVATION_FULL',
    message: () => 'There are not enough seats left at this time; please choose another time',
  },
  pendingLimit: {
    code: 'RESERVATION_PENDING_LIMIT',
    message: (r: { max: number }) =>
      `You already have ${r.max} requests waiting for an answer at this restaurant`,
  },
  dailyLimit: {
    code: 'RESERVATION_DAILY_LIMIT',
    message: (r: { max: number }) => `You can send at most ${r.max} reservation requests a day`,
  },
  alreadyAnswered: {
    code: 'RESERVATION_ALREADY_ANSWERED',
    message: () => 'This request has already been answered',
  },
  notCancellable: {
    code: 'RESERVATION_NOT_CANCELLABLE',
    message: () => 'This reservation can no longer be cancelled',
  },
  cancelTooLate: {
    code: 'RESERVATION_CANCEL_TOO_LATE',
    message: (r: { minNoticeMinutes: number }) =>
      `Reservations can be cancelled online up to ${formatNotice(r.minNoticeMinutes)} before; please call the restaurant`,
  },
} as const satisfies Record<string, { code: ErrorCode; message: (...args: never[]) => string }>;

/** Which field a time refusal belongs to, for the form. */
export const refusalField: Record<ReservationRefusal, 'partySize' | 'date' | 'time'> = {
  partySize: 'partySize',
  past: 'time',
  tooSoon: 'time',
  tooFar: 'date',
  closed: 'time',
  notASlot: 'time',
};

/** '2 hours', '90 minutes', '1 hour', '2 days'. */
export function formatNotice(minutes: number): string {
  if (minutes % 1440 === 0 && minutes >= 1440) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0 && minutes >= 60) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const reservationStatusSchema = z.enum(reservationStatuses);

const isoDate = z.iso.datetime({ offset: true });
const dateSchema = z
  .string({ error: reservationKeys.date })
  .trim()
  .refine(isValidDateString, reservationKeys.date);
const timeSchema = z
  .string({ error: reservationKeys.time })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, reservationKeys.time);

const wholeNumber = (min: number, max: number, message: string = reservationKeys.settingsNumber) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/* ---------------------------------------------------------------------------------------------
 * Owner settings
 * ------------------------------------------------------------------------------------------- */

export const reservationSettingsSchema = z.object({
  isEnabled: z.boolean(),
  partySizeMin: z.number().int(),
  partySizeMax: z.number().int(),
  maxDaysAhead: z.number().int(),
  minNoticeMinutes: z.number().int(),
  slotMinutes: z.number().int(),
  capacityPerSlot: z.number().int().nullable(),
});
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

/** PUT /api/owner/restaurants/:id/reservation-settings: the whole set. */
export const updateReservationSettingsSchema = z
  .object({
    isEnabled: z.boolean({ error: reservationKeys.settingsNumber }),
    partySizeMin: wholeNumber(1, PARTY_SIZE_LIMIT),
    partySizeMax: wholeNumber(1, PARTY_SIZE_LIMIT),
    maxDaysAhead: wholeNumber(0, MAX_DAYS_AHEAD_LIMIT),
    minNoticeMinutes: wholeNumber(0, MIN_NOTICE_LIMIT_MINUTES),
    slotMinutes: z
      .number({ error: reservationKeys.slotMinutes })
      .refine((v) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(v), reservationKeys.slotMinutes),
    capacityPerSlot: wholeNumber(1, CAPACITY_LIMIT, reservationKeys.capacity)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((v) => v.partySizeMin <= v.partySizeMax, {
    message: reservationKeys.partySizeMinMax,
    path: ['partySizeMax'],
  });
export type UpdateReservationSettingsInput = z.input<typeof updateReservationSettingsSchema>;
export type UpdateReservationSettings = z.output<typeof updateReservationSettingsSchema>;

/* ---------------------------------------------------------------------------------------------
 * Availability (public)
 * ------------------------------------------------------------------------------------------- */

export const availabilityQuerySchema = z.object({ date: dateSchema });

export const availabilitySchema = z.object({
  isEnabled: z.boolean(),
  partySizeMin: z.number().int(),
  partySizeMax: z.number().int(),
  maxDaysAhead: z.number().int(),
  minNoticeMinutes: z.number().int(),
  /** 'YYYY-MM-DD' today in restaurant time, and the last day that may be booked. */
  today: z.string(),
  lastDate: z.string(),
  date: z.string(),
  /** The date's slots that can still be asked for now (notice included); empty when closed. */
  slots: z.array(
    z.object({
      time: z.string(),
      /** Seats left at this time; null when the restaurant sets no capacity. */
      seatsLeft: z.number().int().nullable(),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/* ---------------------------------------------------------------------------------------------
 * The diner's request
 * ------------------------------------------------------------------------------------------- */

/** POST /api/restaurants/:id/reservations and the "Reserve a table" form. */
export const createReservationSchema = z.object({
  date: dateSchema,
  time: timeSchema,
  partySize: z
    .number({ error: reservationKeys.partySize })
    .int(reservationKeys.partySize)
    .min(1, reservationKeys.partySize)
    .max(PARTY_SIZE_LIMIT, reservationKeys.partySize),
  name: z
    .string({ error: reservationKeys.name })
    .trim()
    .min(1, reservationKeys.name)
    .max(100, reservationKeys.tooLong),
  phone: z
    .string({ error: reservationKeys.phone })
    .max(40, reservationKeys.phone)
    .transform((value, ctx) => {
      const normalized = normalizeCambodianPhone(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: reservationKeys.phone });
        return z.NEVER;
      }
      return normalized;
    }),
  email: z
    .string({ error: reservationKeys.email })
    .trim()
    .toLowerCase()
    .max(254, reservationKeys.email)
    .pipe(z.email(reservationKeys.email)),
  note: z
    .string()
    .trim()
    .max(500, reservationKeys.tooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateReservationInput = z.input<typeof createReservationSchema>;
export type CreateReservation = z.output<typeof createReservationSchema>;

/** What the diner sees of their own request. */
export const myReservationSchema = z.object({
  id: z.uuid(),
  restaurantId: z.uuid(),
  restaurantName: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: isoDate,
  partySize: z.number().int(),
  status: reservationStatusSchema,
  ownerMessage: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: isoDate,
  /** The diner may still cancel it online (active and outside the notice window). */
  canCancel: z.boolean(),
});
export type MyReservation = z.infer<typeof myReservationSchema>;
export const myReservationsSchema = z.object({ items: z.array(myReservationSchema) });

/* ---------------------------------------------------------------------------------------------
 * The owner's side
 * ------------------------------------------------------------------------------------------- */

export const ownerReservationFilters = ['upcoming', 'pending', 'confirmed', 'declined', 'past'] as const;
export type OwnerReservationFilter = (typeof ownerReservationFilters)[number];

export const ownerReservationsQuerySchema = z.object({
  status: z.enum(ownerReservationFilters, { error: 'Unknown filter' }).default('upcoming'),
});

/** A request as the restaurant sees it: the contact details the diner gave for this booking. */
export const ownerReservationSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  startsAt: isoDate,
  partySize: z.number().int(),
  guestName: z.string(),
  /** '012 345 678' as typed numbers are read aloud. */
  phone: z.string(),
  /** The address the diner gave on the form for this booking (not their account's). */
  email: z.string(),
  note: z.string().nullable(),
  status: reservationStatusSchema,
  ownerMessage: z.string().nullable(),
  createdAt: isoDate,
});
export type OwnerReservation = z.infer<typeof ownerReservationSchema>;
export const ownerReservationsSchema = z.object({ items: z.array(ownerReservationSchema) });
/** How many rows a list answers with at most (the owner narrows with the filters). */
export const OWNER_RESERVATIONS_LIMIT = 200;

/** Confirm or decline, with an optional message for the diner. */
export const answerReservationSchema = z
  .object({
    message: z
      .string()
      .trim()
      .max(500, reservationKeys.tooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .default({ message: null });
export type AnswerReservation = z.output<typeof answerReservationSchema>;

export const reservationCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  /** Guests expected (pending and confirmed). */
  covers: z.number().int(),
});

/** The owner's landing page: today, this week (Monday to Sunday) and the next arrivals. */
export const reservationSummarySchema = z.object({
  today: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  todayCounts: reservationCountsSchema,
  weekCounts: reservationCountsSchema,
  nextArrivals: z.array(ownerReservationSchema),
});
export type ReservationSummary = z.infer<typeof reservationSummarySchema>;
export const NEXT_ARRIVALS_COUNT = 5;

export const reservationRestaurantParamsSchema = z.object({
  id: z.uuid(reservationKeys.restaurantNotFound),
});
export const ownerReservationParamsSchema = z.object({
  id: z.uuid(reservationKeys.restaurantNotFound),
  reservationId: z.uuid(reservationKeys.reservationNotFound),
});
export const myReservationParamsSchema = z.object({
  reservationId: z.uuid(reservationKeys.reservationNotFound),
});
