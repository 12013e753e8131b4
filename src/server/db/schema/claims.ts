import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { restaurants } from './restaurants';

export const requestStatusEnum = pgEnum('request_status', ['pending', 'approved', 'rejected']);

export const claimRequests = pgTable(
  'restaurant_claim_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: requestStatusEnum('status').notNull().default('pending'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    evidence: text('evidence').notNull(),
    reviewNotes: text('review_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending claim per user and restaurant.
    uniqueIndex('claim_requests_pending_key')
      .on(t.restaurantId, t.userId)
      .where(sql`status = 'pending'`),
    index('claim_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('claim_requests_created_idx').on(t.createdAt.desc()),
    index('claim_requests_user_idx').on(t.userId, t.createdAt.desc()),
    check('claim_requests_reviewed_check', sql`(status = 'pending') = (reviewed_at IS NULL)`),
  ],
);

/** A request to add a new restaurant (from /register-restaurant), decided by an administrator. */
export const restaurantRegistrations = pgTable(
  'restaurant_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    cuisine: text('cuisine').notNull(),
    address: text('address').notNull(),
    location: text('location').notNull(),
    priceRange: text('price_range').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    openingHours: text('opening_hours').notNull(),
    status: requestStatusEnum('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_status_created_idx').on(t.status, t.createdAt.desc()),
    index('registrations_user_idx').on(t.userId, t.createdAt.desc()),
    check('registrations_reviewed_check', sql`(status = 'pending') = (reviewed_at IS NULL)`),
  ],
);
