import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants } from '../../db/schema/index';
import { OWNER_RESTAURANTS_MAX, type UpdateOwnerRestaurant } from '@/shared/schemas/owner-restaurant.schema';

// Every query here puts the owner into the `where`: another owner's restaurant id simply finds nothing.

const profileColumns = {
  id: restaurants.id,
  name: restaurants.name,
  nameKm: restaurants.nameKm,
  description: restaurants.description,
  cuisine: restaurants.cuisine,
  location: restaurants.location,
  address: restaurants.address,
  phone: restaurants.phone,
  website: restaurants.website,
  googleMapLocation: restaurants.googleMapLocation,
  priceRange: restaurants.priceRange,
  imageUrl: restaurants.imageUrl,
  updatedAt: restaurants.updatedAt,
};

const isOwnedBy = (restaurantId: string, ownerId: string) =>
  and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, ownerId));

export async function findOwnedRestaurants(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      nameKm: restaurants.nameKm,
      location: restaurants.location,
      imageUrl: restaurants.imageUrl,
    })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId))
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(OWNER_RESTAURANTS_MAX);
}

export async function findOwnedRestaurant(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .select(profileColumns)
    .from(restaurants)
    .where(isOwnedBy(restaurantId, ownerId))
    .limit(1);
  return rows[0];
}

export async function updateOwnedRestaurant(
  db: DbOrTx,
  restaurantId: string,
  ownerId: string,
  values: UpdateOwnerRestaurant,
) {
  const rows = await db
    .update(restaurants)
    .set({ ...values, updatedAt: new Date() })
    .where(isOwnedBy(restaurantId, ownerId))
    .returning(profileColumns);
  return rows[0];
}

/** Locks the owned restaurant's row and returns its current image (for replacing the cover). */
export async function lockOwnedRestaurantImage(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .select({ imageUrl: restaurants.imageUrl })
    .from(restaurants)
    .where(isOwnedBy(restaurantId, ownerId))
    .for('update');
  return rows[0];
}

export async function updateOwnedRestaurantImage(
  db: DbOrTx,
  restaurantId: string,
  ownerId: string,
  imageUrl: string,
) {
  const rows = await db
    .update(restaurants)
    .set({ imageUrl, updatedAt: new Date() })
    .where(isOwnedBy(restaurantId, ownerId))
    .returning({ imageUrl: restaurants.imageUrl, updatedAt: restaurants.updatedAt });
  return rows[0];
}
