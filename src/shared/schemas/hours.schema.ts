import { z } from 'zod';
import { isValidDateString, isValidTime } from '@/shared/domain/hours';
import { defineMessages } from '../messages';

/** Longest reason an owner may give for a special day. */
export const SPECIAL_HOURS_REASON_MAX = 200;

export const hoursMessages = {
  dayOfWeek: 'Day of week must be a whole number from 0 (Sunday) to 6 (Saturday)',
  sevenDays: 'Send exactly 7 days, one for each day of the week',
  duplicateDay: 'Each day of the week may appear only once',
  time: 'Enter a time as HH:MM (24-hour)',
  openTimeRequired: 'Opening time is required',
  closeTimeRequired: 'Closing time is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  datePast: 'The date cannot be in the past',
  reasonMax: 'Reason must be at most 200 characters',
  specialExists: 'Special hours already exist for this date',
  restaurantNotFound: 'Restaurant not found',
  specialNotFound: 'Special hours not found',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const hoursKeys = defineMessages('hours', hoursMessages);

/** 'HH:MM' or 'HH:MM:SS'. */
export const timeSchema = z.string().trim().refine(isValidTime, hoursKeys.time);

/** Optional time in a form: '' and null both mean "no time". */
const optionalTimeSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
  .refine((value) => value === null || isValidTime(value), hoursKeys.time);

export const dayOfWeekSchema = z
  .number(hoursKeys.dayOfWeek)
  .int(hoursKeys.dayOfWeek)
  .min(0, hoursKeys.dayOfWeek)
  .max(6, hoursKeys.dayOfWeek);

/* ---------------------------------------------------------------------------------------------
 * Responses
 * ------------------------------------------------------------------------------------------- */

export const weeklyHoursRowSchema = z.object({
  id: z.uuid(),
  dayOfWeek: z.number().int(),
  /** 'HH:MM' or null */
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  isClosed: z.boolean(),
});
export type WeeklyHoursRowDto = z.infer<typeof weeklyHoursRowSchema>;

export const specialHoursRowSchema = z.object({
  id: z.uuid(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  isClosed: z.boolean(),
  reason: z.string().nullable(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
});
export type SpecialHoursRowDto = z.infer<typeof specialHoursRowSchema>;

const nextOpeningSchema = z.object({
  kind: z.enum(['today', 'tomorrow', 'day']),
  dayOfWeek: z.number().int(),
  date: z.string(),
  time: z.string(),
  daysAhead: z.number().int(),
});

/** The engine's `OpeningStatusResult` (src/shared/domain/hours.ts). */
export const openingStatusSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    message: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('openUntil'), time: z.string(), dayOffset: z.number().int() }),
      z.object({ kind: z.literal('open24Hours') }),
    ]),
  }),
  z.object({
    status: z.literal('closed'),
    message: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('closed') }),
      z.object({ kind: z.literal('closedReason'), reason: z.string() }),
    ]),
    nextOpening: nextOpeningSchema.optional(),
  }),
  z.object({ status: z.literal('unset'), message: z.object({ kind: z.literal('unset') }) }),
]);

/** GET /api/restaurants/:id/hours */
export const restaurantHoursResponseSchema = z.object({
  /** IANA zone the rows are in (the platform's restaurant zone). */
  timeZone: z.string(),
  /** ISO instant the answer was made at; clients use it to correct a wrong local clock */
  serverTime: z.string(),
  /** 'YYYY-MM-DD' in that zone at serverTime */
  today: z.string(),
  /** ordered by dayOfWeek */
  weekly: z.array(weeklyHoursRowSchema),
  /** dated today or later, ordered by date */
  special: z.array(specialHoursRowSchema),
  /** computed on the server at request time */
  status: openingStatusSchema,
});
export type RestaurantHoursResponse = z.infer<typeof restaurantHoursResponseSchema>;

export const restaurantIdParamsSchema = z.object({ id: z.uuid(hoursKeys.restaurantNotFound) });

export const specialHoursParamsSchema = z.object({
  id: z.uuid(hoursKeys.restaurantNotFound),
  specialId: z.uuid(hoursKeys.specialNotFound),
});

/* ---------------------------------------------------------------------------------------------
 * Owner writes
 * ------------------------------------------------------------------------------------------- */

export const weeklyDayInputSchema = z
  .object({
    dayOfWeek: dayOfWeekSchema,
    openTime: optionalTimeSchema,
    closeTime: optionalTimeSchema,
    isClosed: z.boolean(),
  })
  .superRefine((day, ctx) => {
    if (day.isClosed) return;
    if (day.openTime === null) {
      ctx.addIssue({ code: 'custom', path: ['openTime'], message: hoursKeys.openTimeRequired });
    }
    if (day.closeTime === null) {
      ctx.addIssue({ code: 'custom', path: ['closeTime'], message: hoursKeys.closeTimeRequired });
    }
  });
export type WeeklyDayInput = z.input<typeof weeklyDayInputSchema>;

/** PUT /api/owner/restaurants/:id/hours — the whole week, exactly one entry per day. */
export const updateWeeklyHoursSchema = z.object({
  days: z
    .array(weeklyDayInputSchema, hoursKeys.sevenDays)
    .length(7, hoursKeys.sevenDays)
    .superRefine((days, ctx) => {
      const seen = new Set<number>();
      days.forEach((day, index) => {
        if (seen.has(day.dayOfWeek)) {
          ctx.addIssue({ code: 'custom', path: [index, 'dayOfWeek'], message: hoursKeys.duplicateDay });
        }
        seen.add(day.dayOfWeek);
      });
    }),
});
export type UpdateWeeklyHoursInput = z.input<typeof updateWeeklyHoursSchema>;
export type UpdateWeeklyHours = z.output<typeof updateWeeklyHoursSchema>;

export const weeklyHoursResponseSchema = z.object({ weekly: z.array(weeklyHoursRowSchema) });

/**
 * POST /api/owner/restaurants/:id/special-hours. Closed all day stores null times; otherwise both
 * times are required. Whether the date is in the past is checked on the server (it knows today).
 */
export const createSpecialHoursSchema = z
  .object({
    date: z
      .string(hoursKeys.dateRequired)
      .trim()
      .min(1, hoursKeys.dateRequired)
      .refine(isValidDateString, hoursKeys.dateInvalid),
    isClosed: z.boolean(),
    openTime: optionalTimeSchema,
    closeTime: optionalTimeSchema,
    reason: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value) =>
        value === undefined || value === null || value.trim() === '' ? null : value.trim(),
      )
      .refine((value) => value === null || value.length <= SPECIAL_HOURS_REASON_MAX, hoursKeys.reasonMax),
  })
  .superRefine((entry, ctx) => {
    if (entry.isClosed) return;
    if (entry.openTime === null) {
      ctx.addIssue({ code: 'custom', path: ['openTime'], message: hoursKeys.openTimeRequired });
    }
    if (entry.closeTime === null) {
      ctx.addIssue({ code: 'custom', path: ['closeTime'], message: hoursKeys.closeTimeRequired });
    }
  })
  .transform((entry) => (entry.isClosed ? { ...entry, openTime: null, closeTime: null } : entry));
export type CreateSpecialHoursInput = z.input<typeof createSpecialHoursSchema>;
export type CreateSpecialHours = z.output<typeof createSpecialHoursSchema>;

export const specialHoursListResponseSchema = z.object({ special: z.array(specialHoursRowSchema) });
