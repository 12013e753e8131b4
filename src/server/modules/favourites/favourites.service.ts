import { restaurantKeys } from '@/shared/schemas/restaurant.schema';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import { restaurantExists } from '../restaurants/restaurants.queries';
import { isUuid } from '../../lib/uuid';
import { toSummaries, type Clock } from '../restaurants/restaurants.service';
import * as queries from './favourites.queries';

export async function addFavourite(db: DbOrTx, user: CurrentUser, restaurantId: string) {
  if (!isUuid(restaurantId) || !(await restaurantExists(db, restaurantId))) {
    throw notFound(restaurantKeys.notFound);
  }
  await queries.insertFavourite(db, user.id, restaurantId);
  return { restaurantId, isFavourite: true };
}

export async function removeFavourite(db: DbOrTx, user: CurrentUser, restaurantId: string) {
  if (!isUuid(restaurantId)) throw notFound(restaurantKeys.notFound);
  await queries.deleteFavourite(db, user.id, restaurantId);
  return { restaurantId, isFavourite: false };
}

function encodeCursor(savedAt: string, restaurantId: string) {
  return Buffer.from(JSON.stringify([savedAt, restaurantId]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string) {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      isUuid(value[1])
    ) {
      return { savedAt: value[0], restaurantId: value[1] };
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', restaurantKeys.invalidCursor, {
    cursor: restaurantKeys.invalidCursor,
  });
}

/** The caller's own favourites, newest first. */
export async function listFavourites(
  db: DbOrTx,
  user: CurrentUser,
  input: { cursor?: string; limit: number },
  clock: Clock,
) {
  const rows = await queries.findFavouritesPage(db, user.id, {
    after: input.cursor ? decodeCursor(input.cursor) : undefined,
    limit: input.limit,
  });
  const hasMore = rows.length > input.limit;
  const page = hasMore ? rows.slice(0, input.limit) : rows;
  const last = page[page.length - 1];
  const items = toSummaries(
    page.map(({ savedAt: _savedAt, ...row }) => row),
    clock,
  );
  return { items, nextCursor: hasMore && last ? encodeCursor(last.savedAt, last.id) : null };
}
