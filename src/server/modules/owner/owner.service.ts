import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { COVER_WIDTHS, coverImageKey, processCoverImage, storeCoverImage } from '../../lib/images';
import { storageKeyFromUrl, type Storage } from '../../lib/storage';
import type { CurrentUser } from '../../plugins/auth';
import {
  isAllowedCoverType,
  ownerRestaurantKeys,
  type UpdateOwnerRestaurant,
} from '@/shared/schemas/owner-restaurant.schema';
import { forgetSearchWords } from '../restaurants/search-words';
import * as queries from './owner.queries';

const restaurantNotFound = () => notFound(ownerRestaurantKeys.restaurantNotFound);

function toDto<T extends { updatedAt: Date }>(row: T) {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function getOwnerRestaurants(db: Db, current: CurrentUser) {
  return queries.findOwnedRestaurants(db, current.id);
}

export async function getOwnerRestaurant(db: Db, current: CurrentUser, restaurantId: string) {
  const row = await queries.findOwnedRestaurant(db, restaurantId, current.id);
  if (!row) throw restaurantNotFound();
  return toDto(row);
}

export async function updateOwnerRestaurant(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  values: UpdateOwnerRestaurant,
) {
  const row = await queries.updateOwnedRestaurant(db, restaurantId, current.id, values);
  if (!row) throw restaurantNotFound();
  // A new name or cuisine is searchable here at once (decision 069).
  forgetSearchWords();
  return toDto(row);
}

/**
 * Checks an uploaded cover by its content (not its name or declared type), re-encodes it to WebP
 * without metadata, stores it and points the restaurant at it; the previous cover's files are
 * removed afterwards. A refused file changes nothing.
 */
export async function replaceCoverImage(
  db: Db,
  storage: Storage,
  current: CurrentUser,
  restaurantId: string,
  data: Buffer,
) {
  if (!(await queries.findOwnedRestaurant(db, restaurantId, current.id))) throw restaurantNotFound();

  const type = await fileTypeFromBuffer(data);
  if (!type || !isAllowedCoverType(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ownerRestaurantKeys.imageType, {
      file: ownerRestaurantKeys.imageType,
    });
  }

  let variants;
  try {
    ({ variants } = await processCoverImage(data));
  } catch (error) {
    // The bytes start like an image but do not decode: the client sent a damaged file.
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('VALIDATION', ownerRestaurantKeys.imageUnreadable, {
        file: ownerRestaurantKeys.imageUnreadable,
      });
    }
    throw error;
  }

  const imageUrl = await storeCoverImage(storage, restaurantId, variants);
  let result;
  try {
    result = await db.transaction(async (tx) => {
      const before = await queries.lockOwnedRestaurantImage(tx, restaurantId, current.id);
      if (!before) throw restaurantNotFound();
      const updated = await queries.updateOwnedRestaurantImage(tx, restaurantId, current.id, imageUrl);
      if (!updated?.imageUrl) throw restaurantNotFound();
      return { previous: before.imageUrl, imageUrl: updated.imageUrl, updatedAt: updated.updatedAt };
    });
  } catch (error) {
    await deleteCoverFiles(storage, restaurantId, imageUrl);
    throw error;
  }
  if (result.previous && result.previous !== result.imageUrl) {
    await deleteCoverFiles(storage, restaurantId, result.previous);
  }
  return { imageUrl: result.imageUrl, updatedAt: result.updatedAt.toISOString() };
}

/** Removes a stored cover and its smaller variants; URLs that are not this restaurant's covers are left alone. */
async function deleteCoverFiles(storage: Storage, restaurantId: string, url: string) {
  const key = storageKeyFromUrl(storage, url);
  const prefix = `restaurant-images/${restaurantId}/cover-`;
  if (!key?.startsWith(prefix)) return;
  const match = /^(\d+)\.webp$/.exec(key.slice(prefix.length));
  if (!match) return;
  const timestamp = Number(match[1]);
  await Promise.all(
    COVER_WIDTHS.map((width) =>
      storage.delete(coverImageKey(restaurantId, timestamp, width)).catch(() => undefined),
    ),
  );
}
