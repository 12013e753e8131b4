/**
 * Standalone checks for the demo seed, the admin helper, local storage and the uploads route.
 * Run: npx tsx scripts/check-seed.ts  (throws on the first failed requirement)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { openPglite, queryRows, runMigrations, type Database } from '../src/server/db/client';
import { createOrPromoteAdmin } from '../src/server/db/seed/admin';
import { CUISINES, DEMO_RESTAURANTS } from '../src/server/db/seed/demo-data';
import { isDatabaseEmpty, seedDemoData } from '../src/server/db/seed/demo';
import { createLocalStorage, isValidStorageKey } from '../src/server/lib/storage';
import { uploadsRoutes } from '../src/server/modules/uploads/uploads.routes';

const TIME_ZONE = 'Asia/Phnom_Penh';
const DAY_MS = 24 * 60 * 60 * 1000;
let checks = 0;

function assert(condition: unknown, message: string): asserts condition {
  checks += 1;
  if (!condition) throw new Error(`Check failed: ${message}`);
}

function localDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function rows<T extends Record<string, unknown>>(database: Database, query: ReturnType<typeof sql>) {
  return queryRows<T>(database.db, query);
}

async function seedFresh(dataDir: string) {
  const database = await openPglite(undefined);
  await runMigrations(database);
  assert(await isDatabaseEmpty(database.db), 'a new database is empty');
  const started = performance.now();
  const summary = await seedDemoData(database.db, { dataDir, timeZone: TIME_ZONE });
  const ms = performance.now() - started;
  assert(!(await isDatabaseEmpty(database.db)), 'a seeded database is not empty');
  return { database, summary, ms };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spey-seed-'));
const dataDir2 = mkdtempSync(path.join(os.tmpdir(), 'spey-seed-'));
const { database, summary, ms } = await seedFresh(dataDir);
try {
  const now = new Date();
  const today = localDate(now);

  // ------------------------------------------------------------------ restaurants
  type R = {
    id: string;
    name: string;
    name_km: string | null;
    cuisine: string;
    location: string | null;
    address: string | null;
    phone: string | null;
    website: string | null;
    google_map_location: string | null;
    price_range: string;
    image_url: string | null;
    owner_id: string | null;
    featured: boolean;
    latitude: number | null;
    longitude: number | null;
    review_count: number;
    rating_sum: number;
    spey_count: number;
    average_rating: number;
    spey_percentage: number;
    description: string | null;
  };
  const restaurants = await rows<R>(database, sql`SELECT * FROM restaurants ORDER BY name`);
  assert(restaurants.length >= 40, `at least 40 restaurants (${restaurants.length})`);
  assert(summary.restaurants === restaurants.length, 'summary counts restaurants');
  for (const city of ['Phnom Penh', 'Siem Reap', 'Battambang', 'Kampot', 'Sihanoukville']) {
    assert(
      restaurants.some((r) => r.location?.startsWith(`${city} - `)),
      `a restaurant in ${city}`,
    );
  }
  const cuisines = new Set(restaurants.map((r) => r.cuisine));
  for (const c of cuisines)
    assert((CUISINES as readonly string[]).includes(c), `cuisine ${c} is a known label`);
  assert(cuisines.size === CUISINES.length, `all ${CUISINES.length} cuisines used (${cuisines.size})`);
  for (const r of restaurants) {
    assert(r.address && r.address.length > 10, `${r.name} has an address`);
    assert(r.phone && /^\+855 \d{2} \d{3} \d{3,4}$/.test(r.phone), `${r.name} phone format (${r.phone})`);
    assert(r.website === null || r.website.startsWith('https://'), `${r.name} website is https`);
    assert(
      r.google_map_location === null || r.google_map_location.startsWith('https://maps.google.com/?q='),
      `${r.name} map link`,
    );
    assert(
      r.latitude !== null &&
        r.latitude > 10 &&
        r.latitude < 14.7 &&
        r.longitude !== null &&
        r.longitude > 102.3 &&
        r.longitude < 107.7,
      `${r.name} coordinates are in Cambodia`,
    );
    const sentences = (r.description ?? '').split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
    assert(sentences >= 1 && sentences <= 3, `${r.name} description has 1-3 sentences`);
    if (r.cuisine === 'Khmer') assert(r.name_km, `Khmer restaurant ${r.name} has a Khmer name`);
  }
  assert(restaurants.filter((r) => r.website).length >= 5, 'several restaurants have a website');
  assert(restaurants.filter((r) => r.google_map_location).length >= 5, 'several restaurants have a map link');
  assert(restaurants.filter((r) => r.name_km).length >= 10, 'at least 10 Khmer names');
  assert(
    restaurants.some((r) => r.name_km && /[០-៩]/.test(r.name_km)),
    'a Khmer name with Khmer digits',
  );
  const khmerDigitHits = await rows<{ name: string }>(
    database,
    sql`SELECT name FROM restaurants WHERE search_text LIKE '%' || spey_normalize('១២') || '%'`,
  );
  assert(khmerDigitHits.length >= 1, 'search_text finds the Khmer-digit name by its digits');
  for (const tier of ['$', '$$', '$$$', '$$$$']) {
    assert(
      restaurants.some((r) => r.price_range === tier),
      `price tier ${tier} used`,
    );
  }
  assert(restaurants.filter((r) => r.featured).length >= 6, 'at least 6 featured');
  assert(
    restaurants.some((r) => r.owner_id === null),
    'some restaurants have no owner',
  );

  // ------------------------------------------------------------------ cover images
  for (const r of restaurants) {
    assert(
      r.image_url && /^\/uploads\/restaurant-images\/[0-9a-f-]{36}\/cover-\d+\.webp$/.test(r.image_url),
      `${r.name} image_url`,
    );
    const base = path.join(dataDir, r.image_url.replace(/^\//, ''));
    for (const file of [base, base.replace(/\.webp$/, '-640.webp'), base.replace(/\.webp$/, '-320.webp')]) {
      assert(existsSync(file), `cover file ${file} exists`);
    }
  }
  {
    const main = path.join(dataDir, restaurants[0].image_url!.replace(/^\//, ''));
    const meta = await sharp(main).metadata();
    assert(
      meta.format === 'webp' && meta.width === 1200 && meta.height === 800,
      'main cover is 1200x800 WebP',
    );
    assert(!meta.exif && !meta.icc && !meta.xmp, 'cover has no metadata');
    const small = await sharp(main.replace(/\.webp$/, '-320.webp')).metadata();
    assert(
      small.width === 320 && small.height === 213,
      `320 variant keeps the aspect (${small.width}x${small.height})`,
    );
  }

  // ------------------------------------------------------------------ hours
  type H = {
    restaurant_id: string;
    day_of_week: number;
    open_time: string | null;
    close_time: string | null;
    is_closed: boolean;
  };
  const hours = await rows<H>(database, sql`SELECT * FROM restaurant_operating_hours`);
  const hoursByRestaurant = new Map<string, H[]>();
  for (const h of hours)
    hoursByRestaurant.set(h.restaurant_id, [...(hoursByRestaurant.get(h.restaurant_id) ?? []), h]);
  assert(restaurants.length - hoursByRestaurant.size >= 2, 'at least 2 restaurants without hours');
  assert(hoursByRestaurant.size >= restaurants.length * 0.75, 'most restaurants have hours');
  for (const list of hoursByRestaurant.values()) {
    assert(list.length === 7 && new Set(list.map((h) => h.day_of_week)).size === 7, 'one hours row per day');
  }
  for (const h of hours) {
    if (h.is_closed) assert(h.open_time === null && h.close_time === null, 'closed days have no times');
    else
      assert(
        /^\d\d:\d\d(:00)?$/.test(h.open_time ?? '') && /^\d\d:\d\d(:00)?$/.test(h.close_time ?? ''),
        'HH:MM times',
      );
  }
  assert(
    hours.some((h) => !h.is_closed && h.close_time! < h.open_time!),
    'a window crossing midnight',
  );
  assert(
    hours.some((h) => h.is_closed && h.day_of_week === 1),
    'a restaurant closed on Mondays',
  );
  assert(
    hours.some((h) => h.open_time?.startsWith('06:30') && h.close_time?.startsWith('17:00')),
    'café hours 06:30-17:00',
  );
  assert(
    hours.some((h) => h.open_time?.startsWith('07:00') && h.close_time?.startsWith('21:00')),
    'daily 07:00-21:00',
  );
  {
    const weekendDiffers = [...hoursByRestaurant.values()].some((list) => {
      const sat = list.find((h) => h.day_of_week === 6)!;
      const wed = list.find((h) => h.day_of_week === 3)!;
      return !sat.is_closed && !wed.is_closed && sat.open_time !== wed.open_time;
    });
    assert(weekendDiffers, 'a weekday/weekend pattern');
  }
  type S = {
    date: string;
    is_closed: boolean;
    reason: string | null;
    open_time: string | null;
    close_time: string | null;
  };
  const special = await rows<S>(database, sql`SELECT * FROM restaurant_special_hours`);
  assert(special.length >= 3, 'a few special-hours rows');
  for (const s of special) {
    assert(s.date >= today && s.date <= addDays(today, 30), `special date ${s.date} is in the next 30 days`);
    if (s.is_closed)
      assert(s.open_time === null && s.close_time === null, 'closed special rows have no times');
  }
  assert(
    special.some((s) => s.is_closed && s.reason),
    'a special closure with a reason',
  );
  assert(
    special.some((s) => !s.is_closed && s.open_time && s.close_time),
    'a special short-hours day',
  );

  // ------------------------------------------------------------------ users
  type U = {
    id: string;
    email: string;
    email_verified: boolean;
    name: string;
    username: string;
    role: string;
    password: string | null;
    provider_id: string | null;
    account_id: string | null;
  };
  const users = await rows<U>(
    database,
    sql`SELECT u.id, u.email, u.email_verified, u.name, p.username, p.role, a.password, a.provider_id, a.account_id
        FROM "user" u JOIN profiles p ON p.id = u.id LEFT JOIN account a ON a.user_id = u.id`,
  );
  assert(users.length === summary.users && users.length >= 22, `demo users (${users.length})`);
  const byEmail = new Map(users.map((u) => [u.email, u]));
  for (const u of users) {
    assert(u.email_verified, `${u.email} is verified`);
    assert(
      u.provider_id === 'credential' && u.account_id === u.id && u.password,
      `${u.email} has a credential account`,
    );
    assert(u.name === u.username, `${u.email} name = username`);
    assert(/^[A-Za-z0-9_]{3,19}$/.test(u.username), `${u.username} meets the username rules`);
  }
  assert(new Set(users.map((u) => u.password)).size === 1, 'one shared password hash');
  assert(
    await verifyPassword({ hash: users[0].password!, password: 'SpeyDemo123' }),
    'password SpeyDemo123 verifies',
  );
  assert(
    !(await verifyPassword({ hash: users[0].password!, password: 'SpeyDemo124' })),
    'a wrong password fails',
  );
  const admin = byEmail.get('admin@spey.demo');
  const owner = byEmail.get('owner@spey.demo');
  const owner2 = byEmail.get('owner2@spey.demo');
  const diner = byEmail.get('diner@spey.demo');
  assert(admin && admin.username === 'spey_admin' && admin.role === 'admin', 'admin account');
  assert(owner && owner.username === 'owner_demo' && owner.role === 'owner', 'owner account');
  assert(owner2 && owner2.role === 'owner', 'owner2 account');
  assert(diner && diner.username === 'diner_demo' && diner.role === 'user', 'diner account');
  for (const u of users) {
    if (![admin, owner, owner2, diner].includes(u)) {
      assert(u.email === `${u.username}@spey.demo` && u.role === 'user', `${u.username} diner email`);
    }
  }
  const ownedByOwner = restaurants.filter((r) => r.owner_id === owner.id);
  assert(ownedByOwner.length >= 2, 'owner_demo owns at least 2');
  const firstFeatured = DEMO_RESTAURANTS.find((r) => r.featured)!;
  assert(
    ownedByOwner.some((r) => r.name === firstFeatured.name && r.featured),
    'owner_demo owns the first featured',
  );
  assert(restaurants.filter((r) => r.owner_id === owner2.id).length === 1, 'owner2 owns 1');

  // ------------------------------------------------------------------ reviews
  type V = {
    id: string;
    restaurant_id: string;
    user_id: string;
    rating: number;
    comment: string;
    spey_friendly: boolean;
    visit_date: string | null;
    created_at: Date | string;
    like_count: number;
    dislike_count: number;
  };
  const reviews = await rows<V>(database, sql`SELECT * FROM reviews`);
  assert(reviews.length === summary.reviews, 'summary counts reviews');
  assert(reviews.length >= 170 && reviews.length <= 240, `about 200 reviews (${reviews.length})`);
  const spey = reviews.filter((r) => r.spey_friendly);
  const speyShare = spey.length / reviews.length;
  assert(speyShare >= 0.14 && speyShare <= 0.26, `about 1 in 5 Spey reviews (${speyShare.toFixed(2)})`);
  assert(
    spey.every((r) => r.rating <= 2),
    'Spey reviews rate 1-2',
  );
  const others = reviews.filter((r) => !r.spey_friendly);
  const otherAvg = others.reduce((s, r) => s + r.rating, 0) / others.length;
  assert(otherAvg >= 3.8, `other ratings skew positive (${otherAvg.toFixed(2)})`);
  const khmerShare = reviews.filter((r) => /[\u1780-\u17FF]/.test(r.comment)).length / reviews.length;
  assert(khmerShare >= 0.08 && khmerShare <= 0.22, `about 15% Khmer comments (${khmerShare.toFixed(2)})`);
  assert(
    reviews.every((r) => !r.comment.includes('{')),
    'review templates are filled in',
  );
  const nullVisits = reviews.filter((r) => r.visit_date === null).length;
  assert(nullVisits > 0 && nullVisits < reviews.length / 3, `some null visit dates (${nullVisits})`);
  const oldest = addDays(today, -120);
  for (const r of reviews) {
    const created = new Date(r.created_at);
    assert(
      created.getTime() <= now.getTime() && created.getTime() >= now.getTime() - 120 * DAY_MS,
      'created_at in the last 120 days',
    );
    if (r.visit_date) {
      assert(
        r.visit_date >= oldest && r.visit_date <= today,
        `visit_date ${r.visit_date} in the last 120 days`,
      );
      assert(localDate(created) >= r.visit_date, 'created_at is not before visit_date');
    }
  }
  const spread = reviews.map((r) => new Date(r.created_at).getTime());
  assert(Math.max(...spread) - Math.min(...spread) > 90 * DAY_MS, 'created_at spread over the period');
  const pairs = new Set(reviews.map((r) => `${r.user_id}/${r.restaurant_id}`));
  assert(pairs.size === reviews.length, 'no user reviews a restaurant twice');
  assert(reviews.filter((r) => r.user_id === diner.id).length >= 5, 'diner_demo has at least 5 reviews');
  assert(
    !reviews.some((r) => r.user_id === owner.id || r.user_id === owner2.id || r.user_id === admin.id),
    'staff accounts do not review',
  );
  const perRestaurant = restaurants.map((r) => r.review_count);
  assert(perRestaurant.filter((n) => n === 0).length >= 1, 'some restaurants without reviews');
  assert(perRestaurant.filter((n) => n >= 15).length >= 3, 'a few restaurants with 15+ reviews');

  // ------------------------------------------------------------------ reactions and counters
  type X = { review_id: string; user_id: string; reaction_type: string; created_at: Date | string };
  const reactions = await rows<X>(database, sql`SELECT * FROM review_reactions`);
  assert(reactions.length === summary.reactions && reactions.length > 200, `reactions (${reactions.length})`);
  const reviewById = new Map(reviews.map((r) => [r.id, r]));
  const likes = new Map<string, number>();
  const dislikes = new Map<string, number>();
  for (const x of reactions) {
    const review = reviewById.get(x.review_id)!;
    assert(x.user_id !== review.user_id, 'no reaction on one’s own review');
    assert(new Date(x.created_at) >= new Date(review.created_at), 'reaction after its review');
    const map = x.reaction_type === 'like' ? likes : dislikes;
    map.set(x.review_id, (map.get(x.review_id) ?? 0) + 1);
  }
  const likeShare = reactions.filter((x) => x.reaction_type === 'like').length / reactions.length;
  assert(likeShare > 0.5 && likeShare < 0.7, `about 60% likes (${likeShare.toFixed(2)})`);
  for (const r of reviews) {
    assert(
      r.like_count === (likes.get(r.id) ?? 0) && r.dislike_count === (dislikes.get(r.id) ?? 0),
      'review reaction counts',
    );
  }
  for (const r of restaurants) {
    const own = reviews.filter((v) => v.restaurant_id === r.id);
    assert(r.review_count === own.length, `${r.name} review_count`);
    assert(r.rating_sum === own.reduce((s, v) => s + v.rating, 0), `${r.name} rating_sum`);
    assert(r.spey_count === own.filter((v) => v.spey_friendly).length, `${r.name} spey_count`);
    const expected = own.length ? Math.round((r.rating_sum / own.length) * 100) / 100 : 0;
    assert(Math.abs(r.average_rating - expected) < 0.006, `${r.name} average_rating`);
  }

  // ------------------------------------------------------------------ claims and registrations
  type C = {
    restaurant_id: string;
    user_id: string;
    status: string;
    contact_email: string;
    evidence: string;
    review_notes: string | null;
    reviewed_at: Date | null;
    reviewed_by: string | null;
  };
  const claims = await rows<C>(database, sql`SELECT * FROM restaurant_claim_requests`);
  const pending = claims.filter((c) => c.status === 'pending');
  assert(pending.length >= 2, 'at least 2 pending claims');
  for (const c of pending) {
    const r = restaurants.find((x) => x.id === c.restaurant_id)!;
    assert(r.owner_id === null, 'pending claims are on unowned restaurants');
    assert(users.find((u) => u.id === c.user_id)?.role === 'user', 'pending claims are by diners');
    assert(c.reviewed_at === null && c.reviewed_by === null, 'pending claims are undecided');
  }
  for (const c of claims) {
    assert(c.evidence.length >= 10 && c.contact_email.includes('@'), 'claim evidence and contact');
  }
  const approved = claims.filter((c) => c.status === 'approved');
  const rejected = claims.filter((c) => c.status === 'rejected');
  assert(
    approved.length === 1 && approved[0].review_notes === 'Approved by admin' && approved[0].reviewed_at,
    'one approved claim',
  );
  assert(
    restaurants.find((r) => r.id === approved[0].restaurant_id)?.owner_id === approved[0].user_id,
    'approved claimant owns it',
  );
  assert(
    rejected.length === 1 && rejected[0].review_notes === 'Rejected by admin' && rejected[0].reviewed_at,
    'one rejected claim',
  );
  const registrations = await rows<{ status: string; reviewed_at: Date | null }>(
    database,
    sql`SELECT status, reviewed_at FROM restaurant_registrations`,
  );
  assert(
    registrations.filter((r) => r.status === 'pending' && r.reviewed_at === null).length === 1,
    'one pending registration',
  );

  // ------------------------------------------------------------------ determinism
  const second = await seedFresh(dataDir2);
  const fingerprint = async (db: Database) =>
    (
      await rows<{ f: string }>(
        db,
        sql`SELECT r.name || '|' || p.username || '|' || v.rating || '|' || v.spey_friendly || '|' || v.comment || '|' || v.like_count || '|' || v.dislike_count AS f
            FROM reviews v JOIN restaurants r ON r.id = v.restaurant_id JOIN profiles p ON p.id = v.user_id ORDER BY 1`,
      )
    ).map((row) => row.f);
  const [a, b] = [await fingerprint(database), await fingerprint(second.database)];
  assert(JSON.stringify(a) === JSON.stringify(b), 'the same reviews and reactions on every run');
  await second.database.close();

  // ------------------------------------------------------------------ admin helper
  assert(
    (await createOrPromoteAdmin(database.db, { email: 'Sokha_Eats@spey.demo' })).created === false,
    'promote existing',
  );
  const promoted = await rows<{ role: string }>(
    database,
    sql`SELECT p.role FROM profiles p JOIN "user" u ON u.id = p.id WHERE u.email = 'sokha_eats@spey.demo'`,
  );
  assert(promoted[0]?.role === 'admin', 'promoted to admin');
  let message = '';
  try {
    await createOrPromoteAdmin(database.db, { email: 'new.admin@example.com', password: 'weakpass' });
  } catch (error) {
    message = error instanceof Error ? error.message : '';
  }
  assert(message.includes('uppercase'), `weak password refused (${message})`);
  message = '';
  try {
    await createOrPromoteAdmin(database.db, { email: 'new.admin@example.com' });
  } catch (error) {
    message = error instanceof Error ? error.message : '';
  }
  assert(message.includes('password'), `password required to create (${message})`);
  assert(
    (await createOrPromoteAdmin(database.db, { email: 'new.admin@example.com', password: 'Str0ngPass' }))
      .created,
    'create admin',
  );
  const created = await rows<{ role: string; email_verified: boolean; password: string; username: string }>(
    database,
    sql`SELECT p.role, p.username, u.email_verified, a.password FROM "user" u JOIN profiles p ON p.id = u.id
        JOIN account a ON a.user_id = u.id AND a.provider_id = 'credential' WHERE u.email = 'new.admin@example.com'`,
  );
  assert(created[0]?.role === 'admin' && created[0].email_verified, 'created admin is verified');
  assert(
    await verifyPassword({ hash: created[0].password, password: 'Str0ngPass' }),
    'created admin password verifies',
  );

  // ------------------------------------------------------------------ storage and uploads route
  for (const bad of [
    '../x.webp',
    '/abs.webp',
    'a/../b.webp',
    'a b.webp',
    'a/.hidden.webp',
    'a//b.webp',
    '',
    'ü.webp',
  ]) {
    assert(!isValidStorageKey(bad), `key ${JSON.stringify(bad)} is refused`);
  }
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const app = Fastify({ logger: false });
  await app.register(uploadsRoutes, { storage });
  const url = restaurants[0].image_url!;
  const ok = await app.inject({ method: 'GET', url });
  assert(ok.statusCode === 200, `GET ${url} is 200`);
  assert(ok.headers['content-type'] === 'image/webp', 'served as image/webp');
  assert(ok.headers['content-disposition'] === 'inline', 'inline disposition');
  assert(ok.headers['x-content-type-options'] === 'nosniff', 'nosniff');
  assert(ok.headers['cache-control'] === 'public, max-age=31536000, immutable', 'immutable caching');
  assert(ok.rawPayload.subarray(8, 12).toString() === 'WEBP', 'WebP bytes');
  const small = await app.inject({ method: 'GET', url: url.replace(/\.webp$/, '-320.webp') });
  assert(small.statusCode === 200, 'the 320 variant is served');
  for (const missing of [
    '/uploads/restaurant-images/nope/cover-1.webp',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/a%20b.webp',
  ]) {
    const res = await app.inject({ method: 'GET', url: missing });
    const body = res.json<{ error: { code: string; message: string } }>();
    assert(
      res.statusCode === 404 && body.error.code === 'NOT_FOUND' && body.error.message,
      `GET ${missing} is 404`,
    );
  }
  await app.close();

  console.log(
    `check-seed: ${checks} checks passed\n` +
      `  summary ${JSON.stringify(summary)}\n` +
      `  seed took ${(ms / 1000).toFixed(2)} s (second run ${(second.ms / 1000).toFixed(2)} s)\n` +
      `  ${restaurants.filter((r) => r.featured).length} featured, ${restaurants.filter((r) => r.name_km).length} Khmer names, ` +
      `${hoursByRestaurant.size} with weekly hours, ${special.length} special-hours rows\n` +
      `  Spey share ${(speyShare * 100).toFixed(1)}%, Khmer comments ${(khmerShare * 100).toFixed(1)}%, likes ${(likeShare * 100).toFixed(1)}%, ` +
      `review counts ${Math.min(...perRestaurant)}-${Math.max(...perRestaurant)}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDir2, { recursive: true, force: true });
}
