import { restaurantKeys } from '@/shared/schemas/restaurant.schema';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import { restaurantExists } from '../restaurants/restaurants.queries';
import { keysetCursor } from '../../lib/cursor';
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

/** Keyset position in the list: the last row's (saved at, restaurant id), opaque to clients. */
const listCursor = keysetCursor('timestamp', 'uuid');

function decodeAfter(cursor: string | undefined) {
  const position = listCursor.decode(cursor);
  return position && { savedAt: position[0], restaurantId: position[1] };
}

/** The caller's own favourites, newest first. */
export async function listFavourites(
  db: DbOrTx,
  user: CurrentUser,
  input: { cursor?: string; limit: number },
  clock: Clock,
) {
  const rows = await queries.findFavouritesPage(db, user.id, {
    after: decodeAfter(input.cursor),
    limit: input.limit,
  });
  const hasMore = rows.length > input.limit;
  const page = hasMore ? rows.slice(0, input.limit) : rows;
  const last = page[page.length - 1];
  const items = toSummaries(
    page.map(({ savedAt: _savedAt, ...row }) => row),
    clock,
  );
  return { items, nextCursor: hasMore && last ? listCursor.encode([last.savedAt, last.id]) : null };
}
