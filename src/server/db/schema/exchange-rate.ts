import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** The site's dollar-to-riel rate: one row (id = 1), created by the migration with the default 4,100. */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    id: smallint('id').primaryKey().default(1),
    khrPerUsd: integer('khr_per_usd').notNull().default(4100),
    /** When an administrator last set it; null while it is the default. */
    setAt: timestamp('set_at', { withTimezone: true }),
    setBy: uuid('set_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('exchange_rate_single_row', sql`${t.id} = 1`),
    check('exchange_rate_positive', sql`${t.khrPerUsd} > 0`),
  ],
);
