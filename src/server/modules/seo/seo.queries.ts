import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants } from '../../db/schema/index';

/** What a restaurant page's head tags and JSON-LD need. */
export async function findRestaurantForMeta(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      nameKm: restaurants.nameKm,
      cuisine: restaurants.cuisine,
      description: restaurants.description,
      location: restaurants.location,
      address: restaurants.address,
      phone: restaurants.phone,
      website: restaurants.website,
      priceRange: restaurants.priceRange,
      imageUrl: restaurants.imageUrl,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      averageRating: restaurants.averageRating,
      reviewCount: restaurants.reviewCount,
      speyPercentage: restaurants.speyPercentage,
    })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows[0];
}

export async function findRestaurantsForSitemap(db: DbOrTx) {
  return db
    .select({ id: restaurants.id, updatedAt: restaurants.updatedAt })
    .from(restaurants)
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}
