import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createDevPages } from '../../src/server/plugins/pages-dev';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openPglite, openPostgres, type Database, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema/index';
import type { Mailer, MailMessage } from '../../src/server/lib/mailer';
import type { RestaurantListResponse } from '../../src/shared/schemas/restaurant.schema';

export const TEST_PUBLIC_URL = 'http://localhost:3999';

/** A fresh, migrated database for one test file: a PGlite snapshot copy or a PostgreSQL template copy. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.SPEY_TEST_DB === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const template = inject('postgresTemplate');
    const name = `spey_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // Another file copying the template at the same moment makes CREATE DATABASE fail; retry.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt > 40) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 10);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  // The embedded database in a thread of its own, as the server runs it (decision 066).
  if (process.env.SPEY_TEST_DB === 'pglite-thread') return openPglite(undefined, { thread: true, snapshot });
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite: client, close: () => client.close() };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  mail: MailMessage[];
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database. `webDir`: a built web app to serve pages from (with its server
 * renderer beside it in `../ssr`); by default the app serves the API only.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** `pages`: the real pages from their sources through Vite (src/server/plugins/pages-dev.ts). */
  options: { webDir?: string; pages?: boolean } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spey-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMITS: 'false',
    RESPONSE_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const database = await createTestDatabase();
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
  };
  const devPages = options.pages ? await createDevPages() : undefined;
  const app = await buildApp({
    config,
    database,
    mailer,
    webDir: options.webDir ?? null,
    devPages,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    mail,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** app.inject with the Origin a browser on the site would send, and an optional session cookie. */
export function request(ctx: TestContext, options: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = options;
  return ctx.app.inject({
    ...rest,
    headers: { origin: ctx.config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Every restaurant id a search gives through the API, following `nextCursor` page by page of `limit`. */
export async function searchThroughPages(ctx: TestContext, query: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const params = new URLSearchParams({ q: query, limit: String(limit) });
    if (cursor) params.set('cursor', cursor);
    const response = await request(ctx, { method: 'GET', url: `/api/restaurants?${params.toString()}` });
    if (response.statusCode !== 200)
      throw new Error(`search ${query}: ${response.statusCode} ${response.body}`);
    const page = response.json() as RestaurantListResponse;
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  }
  return seen;
}

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** Two restaurant owners and a diner, each signed in: who the owner areas' tests act as. */
export async function createOwnersAndDiner(ctx: TestContext) {
  const owner = await createSignedInUser(ctx, { isRestaurantOwner: true });
  const otherOwner = await createSignedInUser(ctx, { isRestaurantOwner: true });
  const diner = await createSignedInUser(ctx);
  return { owner, otherOwner, diner };
}

let counter = 0;
export const DEFAULT_PASSWORD = 'Passw0rdX';

/** Signs up through the API, follows the verification link from the captured e-mail, signs in. */
export async function createSignedInUser(
  ctx: TestContext,
  options: { username?: string; email?: string; isRestaurantOwner?: boolean; password?: string } = {},
) {
  counter += 1;
  const suffix = `${process.pid}${counter}${randomBytes(2).toString('hex')}`;
  const username = options.username ?? `user_${suffix}`.slice(0, 19);
  const email = options.email ?? `${username.toLowerCase()}@example.com`;
  const password = options.password ?? DEFAULT_PASSWORD;
  const signUp = await request(ctx, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      username,
      email,
      password,
      confirmPassword: password,
      isRestaurantOwner: options.isRestaurantOwner ?? false,
    },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  await verifyEmail(ctx, email);
  const cookie = await signIn(ctx, email, password);
  const me = await request(ctx, { method: 'GET', url: '/api/me', cookie });
  const user = (me.json() as { user: { id: string; username: string; role: string } }).user;
  return { ...user, email, password, cookie };
}

export function findVerificationLink(ctx: TestContext, email: string): string {
  const message = [...ctx.mail].reverse().find((m) => m.to === email);
  const link = message?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

export async function verifyEmail(ctx: TestContext, email: string) {
  const link = new URL(findVerificationLink(ctx, email));
  const response = await request(ctx, { method: 'GET', url: link.pathname + link.search });
  if (response.statusCode >= 400)
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
}

export async function signIn(ctx: TestContext, email: string, password: string) {
  const response = await request(ctx, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookiesFrom(response);
}
