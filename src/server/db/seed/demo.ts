import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  COVER_WIDTHS,
  coverImageKey,
  generateDemoCover,
  processCoverImage,
  storeCoverImage,
  type ProcessedCover,
} from '../../lib/images';
import { mulberry32 } from '../../lib/seeded-random';
import { createLocalStorage, type Storage } from '../../lib/storage';
import type { Db, DbOrTx } from '../client';
import {
  claimRequests,
  favourites,
  menuCategories,
  menuItems,
  operatingHours,
  reservationSettings,
  reservations,
  profiles,
  restaurantRegistrations,
  restaurants,
  reviewReactions,
  reviews,
  specialHours,
  user,
} from '../schema/index';
import { getInstantForZonedTime } from '@/shared/domain/reservations';
import { hashAccountPassword, insertVerifiedUser } from './accounts';
import {
  COVER_HUES,
  DEMO_ACCOUNTS,
  DEMO_CLAIMS,
  DEMO_DINERS,
  DEMO_PASSWORD,
  DEMO_REGISTRATION,
  DEMO_RESTAURANTS,
  DEMO_SEED,
  DEMO_SPECIAL_HOURS,
  DINER_DEMO_REVIEWS,
  DISHES,
  HOURS_PATTERNS,
  MIXED_COMMENTS,
  MIXED_COMMENTS_KM,
  NEGATIVE_COMMENTS,
  POSITIVE_COMMENTS,
  POSITIVE_COMMENTS_KM,
  SPEY_COMMENTS,
  SPEY_COMMENTS_KM,
  type DemoRestaurant,
} from './demo-data';

export interface SeedSummary {
  restaurants: number;
  users: number;
  reviews: number;
  reactions: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK_SIZE = 500;
/** Chance that a review by a Khmer-locale / English-locale reviewer is written in Khmer. */
const KHMER_COMMENT_RATE = { km: 0.18, en: 0.04 } as const;
const DEFAULT_SPEY_RATE = 0.21;
const REACTION_RATE = 0.12;
const LIKE_RATE = 0.6;

/** True when there are no restaurants yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  return rows.length === 0;
}

// --------------------------------------------------------------------------- helpers

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** Picks `count` distinct items, each draw weighted by `weight`. */
function weightedSample<T>(
  random: Random,
  items: readonly T[],
  count: number,
  weight: (item: T) => number,
): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, item) => sum + weight(item), 0);
    let target = random() * total;
    let index = 0;
    for (; index < pool.length - 1; index += 1) {
      target -= weight(pool[index]);
      if (target < 0) break;
    }
    chosen.push(pool[index]);
    pool.splice(index, 1);
  }
  return chosen;
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await insert(rows.slice(i, i + CHUNK_SIZE));
  }
}

async function runLimited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** 'pork ribs were', 'steak frites was'. */
function isPluralDish(dish: string): boolean {
  return /[^s]s$/.test(dish) && dish !== 'steak frites';
}

function fill(template: string, restaurant: DemoRestaurant, dish: string): string {
  const plural = isPluralDish(dish);
  return template
    .replaceAll('{dish}', dish)
    .replaceAll('{was}', plural ? 'were' : 'was')
    .replaceAll('{is}', plural ? 'are' : 'is')
    .replaceAll('{city}', restaurant.city)
    .replaceAll('{area}', restaurant.area);
}

function emailFor(username: string): string {
  return `${username}@spey.demo`;
}

// --------------------------------------------------------------------------- planning

interface PlannedUser {
  username: string;
  email: string;
  locale: 'km' | 'en';
  isRestaurantOwner: boolean;
  role: 'user' | 'owner' | 'admin';
  createdAt: Date;
}

interface PlannedReview {
  id: string;
  restaurantKey: string;
  username: string;
  rating: number;
  comment: string;
  speyFriendly: boolean;
  visitDate: string | null;
  createdAt: Date;
}

interface PlannedReaction {
  reviewId: string;
  username: string;
  reactionType: 'like' | 'dislike';
  createdAt: Date;
}

function planUsers(random: Random, nowMs: number): PlannedUser[] {
  const users: PlannedUser[] = DEMO_ACCOUNTS.map((a) => ({
    username: a.username,
    email: a.email,
    locale: a.locale,
    isRestaurantOwner: a.role === 'owner',
    role: a.role,
    createdAt: new Date(nowMs - (200 + Math.floor(random() * 40)) * DAY_MS),
  }));
  for (const diner of DEMO_DINERS) {
    users.push({
      username: diner.username,
      email: emailFor(diner.username),
      locale: diner.locale,
      isRestaurantOwner: false,
      role: 'user',
      createdAt: new Date(nowMs - (125 + random() * 100) * DAY_MS),
    });
  }
  return users;
}

function pickRating(random: Random): number {
  const r = random();
  if (r < 0.42) return 5;
  if (r < 0.78) return 4;
  if (r < 0.92) return 3;
  if (r < 0.98) return 2;
  return 1;
}

function planReviews(random: Random, nowMs: number, today: string, timeZone: string): PlannedReview[] {
  const dinerDemo = DEMO_ACCOUNTS.find((a) => a.key === 'diner')!;
  const reviewers = [...DEMO_DINERS, { username: dinerDemo.username, locale: dinerDemo.locale, activity: 2 }];
  const oldestVisit = addDays(today, -119);
  const planned: PlannedReview[] = [];

  for (const restaurant of DEMO_RESTAURANTS) {
    const count = Math.min(restaurant.reviews, reviewers.length);
    if (count === 0) continue;
    const forced = DINER_DEMO_REVIEWS.includes(restaurant.key)
      ? reviewers.filter((r) => r.username === dinerDemo.username)
      : [];
    const others = weightedSample(
      random,
      reviewers.filter((r) => !forced.includes(r)),
      count - forced.length,
      (r) => r.activity,
    );
    const used = new Set<string>();
    for (const reviewer of [...forced, ...others]) {
      const speyFriendly = random() < (restaurant.speyRate ?? DEFAULT_SPEY_RATE);
      const rating = speyFriendly ? (random() < 0.55 ? 1 : 2) : pickRating(random);
      const khmer = random() < KHMER_COMMENT_RATE[reviewer.locale];
      let comment = '';
      for (let attempt = 0; attempt < 6 && (comment === '' || used.has(comment)); attempt += 1) {
        const dish = pick(random, DISHES[restaurant.cuisine]);
        let pool: readonly string[];
        if (speyFriendly) pool = khmer ? SPEY_COMMENTS_KM : SPEY_COMMENTS;
        else if (rating >= 4) pool = khmer ? POSITIVE_COMMENTS_KM : POSITIVE_COMMENTS;
        else if (rating === 3) pool = khmer ? MIXED_COMMENTS_KM : MIXED_COMMENTS;
        else pool = NEGATIVE_COMMENTS;
        comment = fill(pick(random, pool), restaurant, dish);
      }
      used.add(comment);

      // Written some time in the last 119 days; the visit (when given) on that day or up to 5 days before.
      const createdAt = new Date(nowMs - Math.floor(random() * 119 * DAY_MS) - 60_000);
      const hasVisit = random() < 0.85;
      const lag = Math.floor(random() * 6);
      let visitDate: string | null = null;
      if (hasVisit) {
        visitDate = addDays(localDate(createdAt, timeZone), -lag);
        if (visitDate < oldestVisit) visitDate = oldestVisit;
      }
      planned.push({
        id: randomUUID(),
        restaurantKey: restaurant.key,
        username: reviewer.username,
        rating,
        comment,
        speyFriendly,
        visitDate,
        createdAt,
      });
    }
  }
  return planned;
}

function planReactions(random: Random, nowMs: number, planned: PlannedReview[], users: PlannedUser[]) {
  const reactions: PlannedReaction[] = [];
  for (const review of planned) {
    for (const u of users) {
      if (u.username === review.username) continue; // never on one's own review
      if (random() >= REACTION_RATE) continue;
      const reactionType = random() < LIKE_RATE ? 'like' : 'dislike';
      const after = review.createdAt.getTime();
      const createdAt = new Date(after + Math.floor(random() * Math.max(0, nowMs - after)));
      reactions.push({ reviewId: review.id, username: u.username, reactionType, createdAt });
    }
  }
  return reactions;
}

// --------------------------------------------------------------------------- covers

async function writeCovers(storage: Storage, restaurantIds: string[], timestamp: number): Promise<string[]> {
  const covers: ProcessedCover[] = await Promise.all(
    COVER_HUES.map(async (hue, i) =>
      processCoverImage(await generateDemoCover({ title: `Spey demo cover ${i}`, subtitle: 'demo', hue })),
    ),
  );
  return runLimited(
    restaurantIds.map(
      (id, i) => () => storeCoverImage(storage, id, covers[i % covers.length].variants, timestamp),
    ),
    8,
  );
}

async function removeCovers(storage: Storage, restaurantIds: string[], timestamp: number): Promise<void> {
  for (const id of restaurantIds) {
    for (const width of COVER_WIDTHS) {
      await storage.delete(coverImageKey(id, timestamp, width)).catch(() => undefined);
    }
  }
}

// --------------------------------------------------------------------------- seeding

/** Resolves usernames to user ids, creating the demo accounts that do not exist yet. */
async function insertUsers(
  tx: DbOrTx,
  users: PlannedUser[],
  passwordHash: string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const existing = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        users.map((u) => u.email),
      ),
    );
  const existingByEmail = new Map(existing.map((row) => [row.email, row.id]));
  for (const u of users) {
    const id =
      existingByEmail.get(u.email) ??
      (await insertVerifiedUser(tx, {
        email: u.email,
        username: u.username,
        password: { hash: passwordHash },
        isRestaurantOwner: u.isRestaurantOwner,
        locale: u.locale,
        createdAt: u.createdAt,
      }));
    ids.set(u.username, id);
    if (u.role === 'admin') {
      await tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, id));
    }
  }
  return ids;
}

/**
 * Loads the demo content: restaurants with generated cover images (written to
 * `dataDir/uploads` first), weekly and special hours, demo accounts (password SpeyDemo123),
 * reviews, reactions, claims and a registration. All rows go in one transaction.
 */
export async function seedDemoData(
  db: Db,
  options: { dataDir: string; timeZone: string; storage?: Storage },
): Promise<SeedSummary> {
  const now = new Date();
  const nowMs = now.getTime();
  const today = localDate(now, options.timeZone);
  const random = mulberry32(DEMO_SEED);

  const users = planUsers(random, nowMs);
  const plannedReviews = planReviews(random, nowMs, today, options.timeZone);
  const plannedReactions = planReactions(random, nowMs, plannedReviews, users);
  const restaurantCreatedAt = DEMO_RESTAURANTS.map(() => new Date(nowMs - (130 + random() * 170) * DAY_MS));

  const restaurantIds = DEMO_RESTAURANTS.map(() => randomUUID());
  const idByKey = new Map(DEMO_RESTAURANTS.map((r, i) => [r.key, restaurantIds[i]]));
  const restaurantId = (key: string) => {
    const id = idByKey.get(key);
    if (!id) throw new Error(`Unknown demo restaurant ${key}`);
    return id;
  };

  // Scrypt hashing (once, shared by every demo account) runs alongside the image work.
  const storage = options.storage ?? createLocalStorage(path.join(options.dataDir, 'uploads'));
  const [passwordHash, imageUrls] = await Promise.all([
    hashAccountPassword(DEMO_PASSWORD),
    writeCovers(storage, restaurantIds, nowMs),
  ]);

  try {
    return await db.transaction(async (tx) => {
      const userIds = await insertUsers(tx, users, passwordHash);
      const userId = (name: string) => {
        const account = DEMO_ACCOUNTS.find((a) => a.key === name);
        const id = userIds.get(account ? account.username : name);
        if (!id) throw new Error(`Unknown demo user ${name}`);
        return id;
      };

      await inChunks(
        DEMO_RESTAURANTS.map((r, i) => ({
          id: restaurantIds[i],
          name: r.name,
          nameKm: r.nameKm ?? null,
          description: r.description,
          cuisine: r.cuisine,
          location: `${r.city} - ${r.area}`,
          address: r.address,
          phone: r.phone,
          website: r.website ?? null,
          googleMapLocation: r.map
            ? `https://maps.google.com/?q=${encodeURIComponent(`${r.name}, ${r.city}`)}`
            : null,
          priceRange: r.priceRange,
          imageUrl: imageUrls[i],
          ownerId: r.owner ? userId(r.owner) : null,
          featured: r.featured ?? false,
          latitude: r.latitude,
          longitude: r.longitude,
          createdAt: restaurantCreatedAt[i],
          updatedAt: restaurantCreatedAt[i],
        })),
        (chunk) => tx.insert(restaurants).values(chunk),
      );

      await inChunks(
        DEMO_RESTAURANTS.flatMap((r) =>
          r.hours === null
            ? []
            : HOURS_PATTERNS[r.hours].map((day, dayOfWeek) => ({
                restaurantId: restaurantId(r.key),
                dayOfWeek,
                openTime: day.open,
                closeTime: day.close,
                isClosed: day.closed,
              })),
        ),
        (chunk) => tx.insert(operatingHours).values(chunk),
      );

      await inChunks(
        DEMO_SPECIAL_HOURS.map((s) => ({
          restaurantId: restaurantId(s.restaurant),
          date: addDays(today, s.daysAhead),
          isClosed: s.closed,
          reason: s.reason,
          openTime: s.closed ? null : (s.open ?? null),
          closeTime: s.closed ? null : (s.close ?? null),
        })),
        (chunk) => tx.insert(specialHours).values(chunk),
      );

      // The demo owners' restaurants take table reservations (20 covers per half hour).
      const ownedKeys = DEMO_RESTAURANTS.filter((r) => r.owner && r.hours !== null).map((r) => r.key);
      if (ownedKeys.length > 0) {
        await tx.insert(reservationSettings).values(
          ownedKeys.map((key) => ({
            restaurantId: restaurantId(key),
            isEnabled: true,
            capacityPerSlot: 20,
          })),
        );
        // A few requests for the first of them, so the owner's reservation pages have rows to answer:
        // three pending and one confirmed, from different diners, in the coming days at lunch or dinner.
        const bookedRestaurant = restaurantId(ownedKeys[0]!);
        const bookings = [
          { daysAhead: 1, minutes: 12 * 60, partySize: 2, status: 'pending' as const },
          { daysAhead: 2, minutes: 18 * 60 + 30, partySize: 4, status: 'pending' as const },
          { daysAhead: 3, minutes: 19 * 60, partySize: 6, status: 'pending' as const },
          { daysAhead: 2, minutes: 12 * 60 + 30, partySize: 3, status: 'confirmed' as const },
        ];
        const guestNames = ['Sokha Chea', 'Dara Kim', 'Sreymom Ly', 'Vichea Heng'];
        await tx.insert(reservations).values(
          bookings.map((booking, index) => {
            const diner = DEMO_DINERS[index % DEMO_DINERS.length]!;
            const date = addDays(today, booking.daysAhead);
            const hh = String(Math.floor(booking.minutes / 60)).padStart(2, '0');
            const mm = String(booking.minutes % 60).padStart(2, '0');
            return {
              restaurantId: bookedRestaurant,
              userId: userId(diner.username),
              date,
              time: `${hh}:${mm}`,
              startsAt: getInstantForZonedTime(date, booking.minutes, options.timeZone),
              partySize: booking.partySize,
              guestName: guestNames[index % guestNames.length]!,
              phone: `+85512${String(300000 + index * 1111)}`,
              email: emailFor(diner.username),
              status: booking.status,
              answeredAt: booking.status === 'confirmed' ? now : null,
              createdAt: new Date(nowMs - (index + 1) * 3_600_000),
            };
          }),
        );
        // A small menu on the first of them, so the Menu tab has something to show.
        const menuRestaurant = restaurantId(ownedKeys[0]!);
        const [starters, mains] = await tx
          .insert(menuCategories)
          .values([
            { restaurantId: menuRestaurant, name: 'Starters', displayOrder: 0 },
            { restaurantId: menuRestaurant, name: 'Mains', displayOrder: 1 },
          ])
          .returning({ id: menuCategories.id });
        await tx.insert(menuItems).values([
          {
            restaurantId: menuRestaurant,
            categoryId: starters!.id,
            name: 'Fresh spring rolls',
            description: 'Rice paper, herbs, peanut sauce',
            price: 3.5,
            isVegetarian: true,
            isVegan: true,
            allergens: ['peanuts'],
            displayOrder: 0,
          },
          {
            restaurantId: menuRestaurant,
            categoryId: mains!.id,
            name: 'Fish amok',
            description: 'Steamed in banana leaf with kroeung and coconut',
            price: 7.5,
            originalPrice: 8.5,
            isFeatured: true,
            preparationTime: 25,
            allergens: ['fish'],
            displayOrder: 1,
          },
          {
            restaurantId: menuRestaurant,
            categoryId: mains!.id,
            name: 'Beef lok lak',
            description: 'Pepper-lime dip, fried egg, rice',
            price: 6.75,
            priceKhr: 27000,
            isSpicy: true,
            displayOrder: 2,
          },
        ]);
      }

      await inChunks(
        plannedReviews.map((r) => ({
          id: r.id,
          restaurantId: restaurantId(r.restaurantKey),
          userId: userId(r.username),
          rating: r.rating,
          comment: r.comment,
          speyFriendly: r.speyFriendly,
          visitDate: r.visitDate,
          createdAt: r.createdAt,
          updatedAt: r.createdAt,
        })),
        (chunk) => tx.insert(reviews).values(chunk),
      );

      await inChunks(
        plannedReactions.map((r) => ({
          reviewId: r.reviewId,
          userId: userId(r.username),
          reactionType: r.reactionType,
          createdAt: r.createdAt,
          updatedAt: r.createdAt,
        })),
        (chunk) => tx.insert(reviewReactions).values(chunk),
      );

      // Counters, recomputed from the rows just written so they match exactly.
      await tx
        .update(reviews)
        .set({
          likeCount: sql`(SELECT count(*) FROM review_reactions rr WHERE rr.review_id = reviews.id AND rr.reaction_type = 'like')`,
          dislikeCount: sql`(SELECT count(*) FROM review_reactions rr WHERE rr.review_id = reviews.id AND rr.reaction_type = 'dislike')`,
        })
        .where(inArray(reviews.restaurantId, restaurantIds));
      await tx
        .update(restaurants)
        .set({
          reviewCount: sql`(SELECT count(*) FROM reviews rv WHERE rv.restaurant_id = restaurants.id)`,
          ratingSum: sql`(SELECT coalesce(sum(rv.rating), 0) FROM reviews rv WHERE rv.restaurant_id = restaurants.id)`,
          speyCount: sql`(SELECT count(*) FROM reviews rv WHERE rv.restaurant_id = restaurants.id AND rv.spey_friendly)`,
        })
        .where(inArray(restaurants.id, restaurantIds));

      const adminId = userId('admin');
      await tx.insert(claimRequests).values(
        DEMO_CLAIMS.map((c) => {
          const createdAt = new Date(nowMs - c.daysAgo * DAY_MS);
          const decided = c.status !== 'pending';
          const account = DEMO_ACCOUNTS.find((a) => a.key === c.user);
          return {
            restaurantId: restaurantId(c.restaurant),
            userId: userId(c.user),
            status: c.status,
            contactEmail: account ? account.email : emailFor(c.user),
            contactPhone: c.contactPhone ?? null,
            evidence: c.evidence,
            reviewNotes: decided
              ? c.status === 'approved'
                ? 'Approved by admin'
                : 'Rejected by admin'
              : null,
            reviewedAt: decided ? new Date(createdAt.getTime() + DAY_MS) : null,
            reviewedBy: decided ? adminId : null,
            createdAt,
          };
        }),
      );

      const { user: registrant, daysAgo, ...registration } = DEMO_REGISTRATION;
      await tx.insert(restaurantRegistrations).values({
        ...registration,
        userId: userId(registrant),
        status: 'pending',
        createdAt: new Date(nowMs - daysAgo * DAY_MS),
      });

      // A few saved favourites for the demo diner.
      const dinerId = userId('diner');
      await tx.insert(favourites).values(
        ['mekong-mother', 'pepper-farm-kitchen', 'russian-market-roasters', 'sangker-river'].map(
          (key, i) => ({
            userId: dinerId,
            restaurantId: restaurantId(key),
            createdAt: new Date(nowMs - (10 + i * 7) * DAY_MS),
          }),
        ),
      );

      return {
        restaurants: DEMO_RESTAURANTS.length,
        users: users.length,
        reviews: plannedReviews.length,
        reactions: plannedReactions.length,
      };
    });
  } catch (error) {
    await removeCovers(storage, restaurantIds, nowMs);
    throw error;
  }
}
