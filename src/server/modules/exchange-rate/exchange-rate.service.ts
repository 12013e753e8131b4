import { DEFAULT_KHR_PER_USD } from '@/shared/domain/money';
import type { ExchangeRate } from '@/shared/schemas/exchange-rate.schema';
import type { DbOrTx } from '../../db/client';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './exchange-rate.queries';

function toDto(row: { khrPerUsd: number; setAt: Date | null } | undefined): ExchangeRate {
  return row
    ? { khrPerUsd: row.khrPerUsd, setAt: row.setAt?.toISOString() ?? null }
    : { khrPerUsd: DEFAULT_KHR_PER_USD, setAt: null };
}

/** The current rate (the default 4,100 until an administrator sets one). */
export async function getExchangeRate(db: DbOrTx): Promise<ExchangeRate> {
  return toDto(await queries.findExchangeRate(db));
}

/** Administrators only (the route's role guard); the date set is the server's now. */
export async function setExchangeRate(db: DbOrTx, current: CurrentUser, khrPerUsd: number) {
  return toDto(await queries.upsertExchangeRate(db, khrPerUsd, current.id));
}
