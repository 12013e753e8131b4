import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { restaurants } from './restaurants';

/**
 * One row per restaurant whose owner saved reservation settings; without a row the defaults of
 * shared/domain/reservations.ts apply (reservations off). A request locks this row, so requests for
 * one restaurant are taken one after another and capacity holds under concurrency.
 */
export const reservationSettings = pgTable(
  'reservation_settings',
  {
    restaurantId: uuid('restaurant_id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(false),
    partySizeMin: smallint('party_size_min').notNull().default(1),
    partySizeMax: smallint('party_size_max').notNull().default(12),
    maxDaysAhead: smallint('max_days_ahead').notNull().default(30),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    slotMinutes: smallint('slot_minutes').notNull().default(30),
    /** Covers per time slot; null = no limit. */
    capacityPerSlot: integer('capacity_per_slot'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reservation_settings_check',
      sql`${t.partySizeMin} >= 1 AND ${t.partySizeMin} <= ${t.partySizeMax} AND ${t.maxDaysAhead} >= 0 AND ${t.minNoticeMinutes} >= 0 AND ${t.slotMinutes} > 0 AND (${t.capacityPerSlot} IS NULL OR ${t.capacityPerSlot} > 0)`,
    ),
  ],
);

export const reservationStatusEnum = pgEnum('reservation_status', [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
]);

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Restaurant-time date and time the diner chose, and the instant they mean. */
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    partySize: smallint('party_size').notNull(),
    guestName: text('guest_name').notNull(),
    /** '+855…' (normalised). */
    phone: text('phone').notNull(),
    /** The address given on the form for this booking; answers go there. */
    email: text('email').notNull(),
    note: text('note'),
    status: reservationStatusEnum('status').notNull().default('pending'),
    ownerMessage: text('owner_message'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_restaurant_starts_idx').on(t.restaurantId, t.startsAt),
    index('reservations_user_created_idx').on(t.userId, t.createdAt),
    check('reservations_party_size_check', sql`${t.partySize} >= 1`),
    check(
      'reservations_status_check',
      sql`(${t.status} IN ('confirmed', 'declined')) = (${t.answeredAt} IS NOT NULL) AND (${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
  ],
);
