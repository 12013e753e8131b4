/**
 * Crash test: runs the production server under a write load, kills it with SIGKILL at random moments,
 * restarts it, and checks that every write the client saw acknowledged (2xx) is there exactly once,
 * that the aggregates match a recount, that claim states are valid, and that the server starts cleanly
 * each time. On the embedded database (PGlite) and on PostgreSQL.
 *
 *   npm run crash-test                                  # both databases, 50 kills each
 *   npm run crash-test -- --db pglite --kills 10
 *   npm run crash-test -- --db postgres --database-url postgres://postgres@127.0.0.1:5432/postgres
 *
 * The server is `main()` from src/server/main.ts — what `npm start` runs after its web-build check,
 * which is skipped here (a stale web build must not trigger a rebuild on every restart).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, runMigrations, type Database, type Db } from '../src/server/db/client';
import { hashAccountPassword, insertVerifiedUser } from '../src/server/db/seed/accounts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-data';
import { isDatabaseEmpty, seedDemoData } from '../src/server/db/seed/demo';
import {
  findAggregateMismatches,
  findReactionCountMismatches,
} from '../src/server/modules/reviews/reviews.fixtures';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUTH_SECRET = 'crash-test-secret-crash-test-secret-0123';
const TIME_ZONE = 'Asia/Phnom_Penh';
const PASSWORD = 'CrashTest123';
const DAILY_REVIEWS = 10;

type DbKind = 'pglite' | 'postgres';
type Reaction = 'like' | 'dislike' | null;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    kills: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    'check-every': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const kills = Number(args.kills);
if (!Number.isInteger(kills) || kills < 1) throw new Error('--kills must be a positive whole number');
const kinds: DbKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DbKind];
if (!kinds.every((k) => k === 'pglite' || k === 'postgres'))
  throw new Error('--db must be pglite, postgres or both');
const adminUrl =
  args['database-url'] ??
  process.env.CRASH_TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const token = () => randomBytes(6).toString('hex');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/* ------------------------------------------------------------------------------------------------
 * The server process
 * ---------------------------------------------------------------------------------------------- */

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
}

class ServerRunner {
  server: ServerProcess | undefined;
  readonly url: string;
  /** Log lines at level error or fatal, from every start. */
  errorLines: string[] = [];
  startTimes: number[] = [];

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly port: number,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  spawn(): ServerProcess {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { main } = await import('./src/server/main.ts'); await main();",
      ],
      { cwd: projectRoot, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      appendFileSync(this.logFile, text);
      for (const line of text.split('\n')) {
        if (/"level":(50|60)/.test(line)) this.errorLines.push(line.slice(0, 500));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const server = { child, exited };
    this.server = server;
    return server;
  }

  /** Starts the server and waits for /api/health; throws when it exits or does not answer in time. */
  async start(): Promise<number> {
    const began = performance.now();
    const server = this.spawn();
    let exitedWith: number | null | undefined;
    void server.exited.then((code) => (exitedWith = code));
    for (;;) {
      if (exitedWith !== undefined)
        throw new Error(`the server exited during start-up (code ${exitedWith}); see ${this.logFile}`);
      if (performance.now() - began > 120_000)
        throw new Error(`the server did not answer within 120 s; see ${this.logFile}`);
      try {
        const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    const ms = performance.now() - began;
    this.startTimes.push(ms);
    return ms;
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.child.kill('SIGKILL');
    await server.exited;
    this.server = undefined;
  }

  async stop(): Promise<number | null> {
    const server = this.server;
    if (!server) return null;
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
    const code = await server.exited;
    clearTimeout(timer);
    this.server = undefined;
    return code;
  }
}

/* ------------------------------------------------------------------------------------------------
 * The client's record of what was acknowledged
 * ---------------------------------------------------------------------------------------------- */

interface AckedReview {
  id: string;
  token: string;
  userId: string;
  restaurantId: string;
  rating: number;
  isSpey: boolean;
}

/** A (user, review) pair's reaction: the last acknowledged state and what unanswered presses may have done. */
interface ReactionState {
  acked: Reaction;
  possible: Set<Reaction>;
}

interface ClaimRecord {
  id: string;
  token: string;
  userId: string;
  restaurantId: string;
  decided?: 'approved' | 'rejected';
  maybeDecided?: 'approved' | 'rejected';
}

interface MenuItemRecord {
  id: string | null;
  token: string;
  restaurantId: string;
  /** 'created' = acknowledged; 'maybe' = the create was sent but not answered. */
  created: 'created' | 'maybe';
  deleted: 'no' | 'yes' | 'maybe';
  price: number;
  possiblePrices: Set<number>;
}

interface Session {
  id: string;
  email: string;
  cookie: string;
}

class Ledger {
  reviews: AckedReview[] = [];
  maybeReviewTokens = new Set<string>();
  reactions = new Map<string, ReactionState>();
  claims: ClaimRecord[] = [];
  maybeClaimTokens = new Set<string>();
  menuItems: MenuItemRecord[] = [];
  statuses = new Map<string, number>();
  acked = 0;
  unanswered = 0;
  serverErrors: string[] = [];

  count(kind: string, status: number | 'error') {
    const key = `${kind} ${status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
}

const toggle = (state: Reaction, press: 'like' | 'dislike'): Reaction => (state === press ? null : press);

/* ------------------------------------------------------------------------------------------------
 * HTTP
 * ---------------------------------------------------------------------------------------------- */

type Outcome<T> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'refused'; status: number; body: unknown }
  | { kind: 'unanswered'; sent: boolean };

/**
 * One request. 'unanswered' with sent=false means the connection was refused, so the server never saw
 * it; sent=true means it may or may not have been applied.
 */
async function call<T>(
  runner: ServerRunner,
  ledger: Ledger,
  kind: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<Outcome<T>> {
  try {
    const response = await fetch(`${runner.url}${url}`, {
      method,
      headers: {
        origin: runner.url,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    ledger.count(kind, response.status);
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (response.status >= 500) {
      ledger.serverErrors.push(`${method} ${url} → ${response.status} ${text.slice(0, 200)}`);
    }
    if (response.ok) {
      ledger.acked += 1;
      return { kind: 'ok', status: response.status, body: parsed as T };
    }
    return { kind: 'refused', status: response.status, body: parsed };
  } catch (error) {
    ledger.count(kind, 'error');
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const sent = code !== 'ECONNREFUSED';
    if (sent) ledger.unanswered += 1;
    return { kind: 'unanswered', sent };
  }
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.ok)
      return response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    if (attempt > 3)
      throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`);
    await sleep(200);
  }
}

/* ------------------------------------------------------------------------------------------------
 * Load
 * ---------------------------------------------------------------------------------------------- */

/** Closed while the server is down, so workers wait instead of spinning on refused connections. */
class Gate {
  private waiting: (() => void)[] = [];
  open = false;
  stopped = false;

  set(open: boolean) {
    this.open = open;
    if (open) for (const resolve of this.waiting.splice(0)) resolve();
  }

  stop() {
    this.stopped = true;
    this.set(true);
  }

  async pass(): Promise<boolean> {
    while (!this.open && !this.stopped) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return !this.stopped;
  }
}

interface World {
  runner: ServerRunner;
  ledger: Ledger;
  gate: Gate;
  diners: Session[];
  owner: Session;
  admin: Session;
  restaurantIds: string[];
  unownedRestaurantIds: string[];
  ownerRestaurantIds: string[];
  /** Reviews to react to, with their authors (seeded ones and new ones). */
  reactable: { id: string; userId: string }[];
}

async function reviewWorker(world: World, diners: Session[]) {
  const { runner, ledger, gate } = world;
  const left = new Map(diners.map((d) => [d.id, DAILY_REVIEWS]));
  while (await gate.pass()) {
    const available = diners.filter((d) => (left.get(d.id) ?? 0) > 0);
    if (available.length === 0) return;
    const diner = pick(available);
    const body = {
      restaurantId: pick(world.restaurantIds),
      rating: 1 + Math.floor(Math.random() * 5),
      content: `crash-review ${token()}`,
      isSpey: Math.random() < 0.3,
    };
    const outcome = await call<{ id: string }>(
      runner,
      ledger,
      'review',
      'POST',
      '/api/reviews',
      diner.cookie,
      body,
    );
    if (outcome.kind === 'ok') {
      left.set(diner.id, (left.get(diner.id) ?? 1) - 1);
      ledger.reviews.push({
        id: outcome.body.id,
        token: body.content,
        userId: diner.id,
        restaurantId: body.restaurantId,
        rating: body.rating,
        isSpey: body.isSpey,
      });
      world.reactable.push({ id: outcome.body.id, userId: diner.id });
    } else if (outcome.kind === 'refused' && outcome.status === 429) {
      left.set(diner.id, 0);
    } else if (outcome.kind === 'unanswered' && outcome.sent) {
      left.set(diner.id, (left.get(diner.id) ?? 1) - 1);
      ledger.maybeReviewTokens.add(body.content);
    }
  }
}

async function reactionWorker(world: World, diners: Session[]) {
  const { runner, ledger, gate } = world;
  while (await gate.pass()) {
    const diner = pick(diners);
    const review = pick(world.reactable);
    if (review.userId === diner.id) continue;
    const press = Math.random() < 0.6 ? 'like' : 'dislike';
    const key = `${diner.id}:${review.id}`;
    const state = ledger.reactions.get(key) ?? { acked: null, possible: new Set<Reaction>([null]) };
    ledger.reactions.set(key, state);
    const outcome = await call<{ userReaction: Reaction }>(
      runner,
      ledger,
      'reaction',
      'PUT',
      `/api/reviews/${review.id}/reaction`,
      diner.cookie,
      { type: press },
    );
    if (outcome.kind === 'ok') {
      state.acked = outcome.body.userReaction;
      state.possible = new Set([state.acked]);
    } else if (outcome.kind === 'unanswered' && outcome.sent) {
      for (const s of [...state.possible]) state.possible.add(toggle(s, press));
    }
  }
}

async function claimWorker(world: World, diners: Session[]) {
  const { runner, ledger, gate } = world;
  const left = new Map(diners.map((d) => [d.id, 5]));
  while (await gate.pass()) {
    await sleep(40);
    const available = diners.filter((d) => (left.get(d.id) ?? 0) > 0);
    if (available.length === 0 || world.unownedRestaurantIds.length === 0) return;
    const diner = pick(available);
    const body = {
      restaurantId: pick(world.unownedRestaurantIds),
      contactEmail: diner.email,
      evidence: `crash-claim ${token()} I run this restaurant.`,
    };
    const outcome = await call<{ claim: { id: string } }>(
      runner,
      ledger,
      'claim',
      'POST',
      '/api/claims',
      diner.cookie,
      body,
    );
    if (outcome.kind === 'ok') {
      left.set(diner.id, (left.get(diner.id) ?? 1) - 1);
      ledger.claims.push({
        id: outcome.body.claim.id,
        token: body.evidence,
        userId: diner.id,
        restaurantId: body.restaurantId,
      });
    } else if (outcome.kind === 'refused' && outcome.status === 429) {
      left.set(diner.id, 0);
    } else if (outcome.kind === 'unanswered' && outcome.sent) {
      left.set(diner.id, (left.get(diner.id) ?? 1) - 1);
      ledger.maybeClaimTokens.add(body.evidence);
    }
  }
}

async function adminWorker(world: World) {
  const { runner, ledger, gate } = world;
  while (await gate.pass()) {
    await sleep(150);
    const open = ledger.claims.filter((c) => !c.decided && !c.maybeDecided);
    if (open.length === 0) continue;
    const claim = pick(open);
    const decision = Math.random() < 0.4 ? 'approved' : 'rejected';
    const action = decision === 'approved' ? 'approve' : 'reject';
    const outcome = await call(
      runner,
      ledger,
      `claim-${action}`,
      'POST',
      `/api/admin/claims/${claim.id}/${action}`,
      world.admin.cookie,
    );
    if (outcome.kind === 'ok') {
      claim.decided = decision;
      if (decision === 'approved') {
        world.unownedRestaurantIds = world.unownedRestaurantIds.filter((id) => id !== claim.restaurantId);
      }
    } else if (outcome.kind === 'refused' && outcome.status === 409) {
      claim.maybeDecided = 'rejected'; // already decided (another approval rejected it): leave it be
    } else if (outcome.kind === 'unanswered' && outcome.sent) {
      claim.maybeDecided = decision;
    }
  }
}

async function menuWorker(world: World) {
  const { runner, ledger, gate } = world;
  while (await gate.pass()) {
    const live = ledger.menuItems.filter((i) => i.created === 'created' && i.deleted === 'no' && i.id);
    const roll = Math.random();
    if (roll < 0.45 || live.length < 5) {
      const restaurantId = pick(world.ownerRestaurantIds);
      const record: MenuItemRecord = {
        id: null,
        token: `crash-item ${token()}`,
        restaurantId,
        created: 'maybe',
        deleted: 'no',
        price: Math.round(Math.random() * 2000) / 100,
        possiblePrices: new Set(),
      };
      record.possiblePrices.add(record.price);
      const outcome = await call<{ id: string }>(
        runner,
        ledger,
        'menu-create',
        'POST',
        `/api/owner/restaurants/${restaurantId}/menu/items`,
        world.owner.cookie,
        { name: record.token, price: record.price },
      );
      if (outcome.kind === 'ok') {
        record.id = outcome.body.id;
        record.created = 'created';
        ledger.menuItems.push(record);
      } else if (outcome.kind === 'unanswered' && outcome.sent) {
        ledger.menuItems.push(record);
      }
    } else if (roll < 0.75) {
      const item = pick(live);
      const price = Math.round(Math.random() * 2000) / 100;
      const outcome = await call(
        runner,
        ledger,
        'menu-update',
        'PATCH',
        `/api/owner/restaurants/${item.restaurantId}/menu/items/${item.id}`,
        world.owner.cookie,
        { price },
      );
      if (outcome.kind === 'ok') {
        item.price = price;
        item.possiblePrices = new Set([price]);
      } else if (outcome.kind === 'unanswered' && outcome.sent) {
        item.possiblePrices.add(price);
      }
    } else {
      const item = pick(live);
      const outcome = await call(
        runner,
        ledger,
        'menu-delete',
        'DELETE',
        `/api/owner/restaurants/${item.restaurantId}/menu/items/${item.id}`,
        world.owner.cookie,
      );
      if (outcome.kind === 'ok') item.deleted = 'yes';
      else if (outcome.kind === 'unanswered' && outcome.sent) item.deleted = 'maybe';
    }
  }
}

/* ------------------------------------------------------------------------------------------------
 * Checks
 * ---------------------------------------------------------------------------------------------- */

async function verify(db: Db, ledger: Ledger, crashUserIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  const report = (message: string) => {
    if (problems.length < 40) problems.push(message);
  };

  // Reviews: every acknowledged one once, with what was sent; unanswered ones at most once.
  const reviewRows = await queryRows<{
    id: string;
    comment: string;
    rating: number;
    spey_friendly: boolean;
    user_id: string;
    restaurant_id: string;
  }>(
    db,
    sql`SELECT id, comment, rating, spey_friendly, user_id, restaurant_id FROM reviews WHERE comment LIKE 'crash-review %'`,
  );
  const reviewsByToken = new Map<string, typeof reviewRows>();
  for (const row of reviewRows)
    reviewsByToken.set(row.comment, [...(reviewsByToken.get(row.comment) ?? []), row]);
  for (const [text, rows] of reviewsByToken)
    if (rows.length > 1) report(`review "${text}" stored ${rows.length} times`);
  for (const acked of ledger.reviews) {
    const row = reviewsByToken.get(acked.token)?.[0];
    if (!row) report(`acknowledged review ${acked.id} is missing`);
    else if (
      row.id !== acked.id ||
      row.rating !== acked.rating ||
      row.spey_friendly !== acked.isSpey ||
      row.user_id !== acked.userId ||
      row.restaurant_id !== acked.restaurantId
    ) {
      report(`acknowledged review ${acked.id} differs: ${JSON.stringify(row)}`);
    }
  }
  const known = new Set([...ledger.reviews.map((r) => r.token), ...ledger.maybeReviewTokens]);
  for (const text of reviewsByToken.keys()) if (!known.has(text)) report(`review "${text}" was never sent`);

  // Reactions: each pair in a state its acknowledged presses (and any unanswered ones) allow.
  if (crashUserIds.length > 0) {
    const reactionRows = await queryRows<{
      user_id: string;
      review_id: string;
      reaction_type: 'like' | 'dislike';
    }>(
      db,
      sql`SELECT user_id, review_id, reaction_type FROM review_reactions
          WHERE user_id IN (${sql.join(
            crashUserIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const stored = new Map(reactionRows.map((r) => [`${r.user_id}:${r.review_id}`, r.reaction_type]));
    for (const [key, state] of ledger.reactions) {
      const value: Reaction = stored.get(key) ?? null;
      if (!state.possible.has(value))
        report(`reaction ${key} is ${value}, expected ${[...state.possible].join(' or ')}`);
    }
  }

  // Claims: every acknowledged one once; decisions as acknowledged; states consistent.
  const claimRows = await queryRows<{
    id: string;
    evidence: string;
    status: string;
    user_id: string;
    restaurant_id: string;
    owner_id: string | null;
  }>(
    db,
    sql`SELECT c.id, c.evidence, c.status, c.user_id, c.restaurant_id, r.owner_id
        FROM restaurant_claim_requests c JOIN restaurants r ON r.id = c.restaurant_id
        WHERE c.evidence LIKE 'crash-claim %'`,
  );
  const claimsByToken = new Map<string, typeof claimRows>();
  for (const row of claimRows)
    claimsByToken.set(row.evidence, [...(claimsByToken.get(row.evidence) ?? []), row]);
  for (const [text, rows] of claimsByToken)
    if (rows.length > 1) report(`claim "${text}" stored ${rows.length} times`);
  const knownClaims = new Set([...ledger.claims.map((c) => c.token), ...ledger.maybeClaimTokens]);
  for (const text of claimsByToken.keys())
    if (!knownClaims.has(text)) report(`claim "${text}" was never sent`);
  for (const claim of ledger.claims) {
    const row = claimsByToken.get(claim.token)?.[0];
    if (!row) {
      report(`acknowledged claim ${claim.id} is missing`);
      continue;
    }
    if (row.id !== claim.id) report(`claim ${claim.id} stored with id ${row.id}`);
    const allowed = claim.decided
      ? [claim.decided]
      : ['pending', 'rejected', ...(claim.maybeDecided ? [claim.maybeDecided] : [])];
    if (!allowed.includes(row.status))
      report(`claim ${claim.id} is ${row.status}, expected ${allowed.join(' or ')}`);
    if (row.status === 'approved' && row.owner_id !== row.user_id)
      report(`approved claim ${claim.id}: the restaurant is owned by ${row.owner_id}`);
    if (row.status === 'pending' && row.owner_id)
      report(`claim ${claim.id} is still pending on an owned restaurant`);
  }
  const invalid = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM restaurant_claim_requests
        WHERE (status = 'pending') <> (reviewed_at IS NULL)
           OR (status <> 'pending' AND reviewed_by IS NULL AND evidence LIKE 'crash-claim %')`,
  );
  for (const row of invalid) report(`claim ${row.id} has an inconsistent review state`);
  const doubleApproved = await queryRows<{ restaurant_id: string }>(
    db,
    sql`SELECT restaurant_id FROM restaurant_claim_requests WHERE status = 'approved' GROUP BY restaurant_id HAVING count(*) > 1`,
  );
  for (const row of doubleApproved)
    report(`restaurant ${row.restaurant_id} has more than one approved claim`);

  // Menu items: created ones there once with the last acknowledged price, deleted ones gone.
  const itemRows = await queryRows<{ id: string; name: string; price: string | number }>(
    db,
    sql`SELECT id, name, price FROM menu_items WHERE name LIKE 'crash-item %'`,
  );
  const itemsByToken = new Map<string, typeof itemRows>();
  for (const row of itemRows) itemsByToken.set(row.name, [...(itemsByToken.get(row.name) ?? []), row]);
  for (const [text, rows] of itemsByToken)
    if (rows.length > 1) report(`menu item "${text}" stored ${rows.length} times`);
  const knownItems = new Set(ledger.menuItems.map((i) => i.token));
  for (const text of itemsByToken.keys())
    if (!knownItems.has(text)) report(`menu item "${text}" was never sent`);
  for (const item of ledger.menuItems) {
    const row = itemsByToken.get(item.token)?.[0];
    if (item.deleted === 'yes' && row) report(`deleted menu item ${item.id} is still there`);
    if (item.created === 'created' && item.deleted === 'no') {
      if (!row) report(`acknowledged menu item ${item.id} is missing`);
      else if (!item.possiblePrices.has(Number(row.price))) {
        report(`menu item ${item.id} costs ${row.price}, expected ${[...item.possiblePrices].join(' or ')}`);
      }
    }
  }

  // Aggregates against a recount.
  for (const row of await findAggregateMismatches(db))
    report(`restaurant aggregates differ from a recount: ${JSON.stringify(row)}`);
  for (const row of await findReactionCountMismatches(db))
    report(`reaction counts differ from the rows: ${JSON.stringify(row)}`);
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * One run
 * ---------------------------------------------------------------------------------------------- */

interface RunResult {
  kind: DbKind;
  kills: number;
  killsDuringStart: number;
  checks: number;
  problems: string[];
  ledger: Ledger;
  startTimes: number[];
  seconds: number;
  errorLines: string[];
}

async function prepare(database: Database, dataDir: string, dinerCount: number) {
  await runMigrations(database);
  if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db, { dataDir, timeZone: TIME_ZONE });
  const hash = await hashAccountPassword(PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < dinerCount; i += 1) {
    const email = `crash${i}@crash.test`;
    await insertVerifiedUser(database.db, {
      email,
      username: `crash_${i}`,
      password: { hash },
      isRestaurantOwner: false,
      locale: 'en',
    });
    emails.push(email);
  }
  const restaurants = await queryRows<{ id: string; owner_id: string | null }>(
    database.db,
    sql`SELECT id, owner_id FROM restaurants`,
  );
  const reactable = await queryRows<{ id: string; user_id: string }>(
    database.db,
    sql`SELECT id, user_id FROM reviews LIMIT 2000`,
  );
  return { emails, restaurants, reactable };
}

async function run(kind: DbKind): Promise<RunResult> {
  const began = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `spey-crash-${kind}-`));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const dinerCount = Math.min(150, 16 + kills * 2);
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    dbName = `spey_crash_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const dbConfig =
    kind === 'postgres' && databaseUrl
      ? ({ kind: 'postgres', url: databaseUrl, poolSize: 4 } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const);
  const runner = new ServerRunner(
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      RATE_LIMITS: '0',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    port,
    logFile,
  );
  const ledger = new Ledger();
  const gate = new Gate();
  const problems: string[] = [];
  let checks = 0;
  let killsDuringStart = 0;
  const workers: Promise<void>[] = [];
  try {
    process.stdout.write(`[${kind}] seeding demo data and ${dinerCount} diners… `);
    const setup = await openDatabase(dbConfig);
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(setup, dataDir, dinerCount);
    } finally {
      await setup.close();
    }
    console.info(`done (${((performance.now() - began) / 1000).toFixed(1)} s)`);

    await runner.start();
    const signInAll = async (emails: string[], password: string) => {
      const sessions: Session[] = [];
      for (let i = 0; i < emails.length; i += 4) {
        const batch = await Promise.all(
          emails.slice(i, i + 4).map(async (email) => {
            const cookie = await signIn(runner.url, email, password);
            const me = (await (await fetch(`${runner.url}/api/me`, { headers: { cookie } })).json()) as {
              user: { id: string };
            };
            return { id: me.user.id, email, cookie };
          }),
        );
        sessions.push(...batch);
      }
      return sessions;
    };
    const diners = await signInAll(prepared.emails, PASSWORD);
    const [owner, admin] = await signInAll(['owner@spey.demo', 'admin@spey.demo'], DEMO_PASSWORD);
    if (!owner || !admin) throw new Error('demo accounts missing');
    const owned = (await (
      await fetch(`${runner.url}/api/owner/restaurants`, { headers: { cookie: owner.cookie } })
    ).json()) as {
      restaurants: { id: string }[];
    };
    const world: World = {
      runner,
      ledger,
      gate,
      diners,
      owner,
      admin,
      restaurantIds: prepared.restaurants.map((r) => r.id),
      unownedRestaurantIds: prepared.restaurants.filter((r) => !r.owner_id).map((r) => r.id),
      ownerRestaurantIds: owned.restaurants.map((r) => r.id),
      reactable: prepared.reactable.map((r) => ({ id: r.id, userId: r.user_id })),
    };
    if (world.ownerRestaurantIds.length === 0) throw new Error('owner@spey.demo owns no restaurant');
    const third = Math.ceil(diners.length / 3);
    gate.set(true);
    workers.push(
      reviewWorker(world, diners.slice(0, third)),
      reviewWorker(world, diners.slice(third, 2 * third)),
      reactionWorker(world, diners.slice(0, Math.ceil(diners.length / 2))),
      reactionWorker(world, diners.slice(Math.ceil(diners.length / 2))),
      claimWorker(world, diners.slice(2 * third)),
      adminWorker(world),
      menuWorker(world),
    );

    const crashUserIds = diners.map((d) => d.id);
    const checkEvery = Number(args['check-every'] ?? (kind === 'postgres' ? 1 : 10));
    const checkNow = async (label: string) => {
      const database = await openDatabase(dbConfig);
      try {
        const found = await verify(database.db, ledger, crashUserIds);
        checks += 1;
        for (const p of found) problems.push(`${label}: ${p}`);
      } finally {
        await database.close();
      }
    };

    for (let k = 1; k <= kills; k += 1) {
      const ackedBefore = ledger.acked;
      await sleep(300 + Math.random() * 1500);
      gate.set(false);
      await runner.kill();
      const shouldCheck = k % checkEvery === 0 || k === kills;
      if (shouldCheck) await checkNow(`after kill ${k}`);
      // Now and then, kill the next start half-way too (migrations, recovery, listen).
      let startMs: number;
      if ((k === 2 || Math.random() < 0.12) && k < kills) {
        runner.spawn();
        await sleep(300 + Math.random() * 3700);
        await runner.kill();
        killsDuringStart += 1;
        k += 1;
      }
      try {
        startMs = await runner.start();
      } catch (error) {
        problems.push(`restart after kill ${k}: ${(error as Error).message}`);
        break;
      }
      gate.set(true);
      const line = `[${kind}] kill ${String(k).padStart(2)}/${kills}: up again in ${(startMs / 1000).toFixed(1)} s, ${ledger.acked - ackedBefore} writes acknowledged since the last kill${shouldCheck ? ', checked' : ''}`;
      if (args.verbose || shouldCheck) console.info(line);
    }

    gate.stop();
    const results = await Promise.allSettled(workers);
    for (const r of results)
      if (r.status === 'rejected') problems.push(`a load worker failed: ${String(r.reason)}`);
    const code = await runner.stop();
    if (code !== 0) problems.push(`graceful stop exited with code ${code}`);
    await checkNow('after the final graceful stop');
  } finally {
    gate.stop();
    await runner.kill();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    if (problems.length === 0 && runner.errorLines.length === 0)
      rmSync(dataDir, { recursive: true, force: true });
    else console.info(`[${kind}] data and server log kept in ${dataDir}`);
  }
  return {
    kind,
    kills,
    killsDuringStart,
    checks,
    problems,
    ledger,
    startTimes: runner.startTimes,
    seconds: (performance.now() - began) / 1000,
    errorLines: runner.errorLines,
  };
}

function summarise(result: RunResult) {
  const { ledger } = result;
  const sorted = [...result.startTimes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  console.info(
    `\n[${result.kind}] ${result.kills} SIGKILLs (${result.killsDuringStart} during start-up) in ${result.seconds.toFixed(0)} s`,
  );
  console.info(`  start-up: median ${(median / 1000).toFixed(2)} s, max ${(max / 1000).toFixed(2)} s`);
  console.info(
    `  acknowledged writes: ${ledger.acked} (reviews ${ledger.reviews.length}, claims ${ledger.claims.length}, ` +
      `menu items ${ledger.menuItems.filter((i) => i.created === 'created').length}, reaction pairs ${ledger.reactions.size}); ` +
      `unanswered when killed: ${ledger.unanswered}`,
  );
  console.info(
    `  responses: ${[...ledger.statuses.entries()]
      .sort()
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  console.info(`  consistency checks: ${result.checks}, problems: ${result.problems.length}`);
  for (const p of result.problems.slice(0, 20)) console.info(`    ✗ ${p}`);
  for (const e of ledger.serverErrors.slice(0, 10)) console.info(`    ✗ server error: ${e}`);
  for (const e of result.errorLines.slice(0, 10)) console.info(`    ✗ error logged: ${e}`);
}

const results: RunResult[] = [];
for (const kind of kinds) results.push(await run(kind));
for (const result of results) summarise(result);
const failed = results.filter(
  (r) => r.problems.length > 0 || r.ledger.serverErrors.length > 0 || r.errorLines.length > 0,
);
console.info(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
