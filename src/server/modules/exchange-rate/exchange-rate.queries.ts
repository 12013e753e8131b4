import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exchangeRate } from '../../db/schema/index';

const columns = { khrPerUsd: exchangeRate.khrPerUsd, setAt: exchangeRate.setAt };

export async function findExchangeRate(db: DbOrTx) {
  const rows = await db.select(columns).from(exchangeRate).where(eq(exchangeRate.id, 1)).limit(1);
  return rows[0];
}

/** Writes the one row (created by the migration; created again here should it ever be missing). */
export async function upsertExchangeRate(db: DbOrTx, khrPerUsd: number, setBy: string) {
  const setAt = new Date();
  const rows = await db
    .insert(exchangeRate)
    .values({ id: 1, khrPerUsd, setAt, setBy })
    .onConflictDoUpdate({ target: exchangeRate.id, set: { khrPerUsd, setAt, setBy } })
    .returning(columns);
  return rows[0];
}
