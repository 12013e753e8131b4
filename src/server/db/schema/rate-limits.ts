import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters for the API's own rate limits (plugins/rate-limit.ts), one row per key such as
 * `review:user:<id>`: a sliding window approximated from the current and the previous fixed window.
 * Kept in the database so that every instance on one PostgreSQL shares them.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Start of the current window, milliseconds since the epoch (database clock). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** The count of the window just before, weighted down as the current window goes by. */
    previousCount: integer('previous_count').notNull().default(0),
    /** When the row no longer matters (two windows after its start); old rows are pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
