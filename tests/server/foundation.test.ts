import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { DatabaseLockedError, openPglite, queryRows, runMigrations } from '../../src/server/db/client';
import { createMailer } from '../../src/server/lib/mailer';
import { createTestDatabase } from '../support/test-app';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'spey-foundation-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('configuration', () => {
  it('names the variable with a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmp })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: tmp })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RESTAURANT_TIME_ZONE: 'Mars/Olympus', DATA_DIR: tmp })).toThrow(
      /RESTAURANT_TIME_ZONE/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp })).toThrow(/AUTH_SECRET/);
  });

  it('uses the defaults and keeps a generated secret in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: tmp });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join(tmp, 'db'), thread: true });
    expect(loadConfig({ DATA_DIR: tmp, PGLITE_THREAD: '0' }).database).toMatchObject({ thread: false });
    expect(() => loadConfig({ DATA_DIR: tmp, PGLITE_THREAD: 'maybe' })).toThrow(/PGLITE_THREAD/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: tmp }).authSecret).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: tmp, DATABASE_URL: 'postgres://u@h/db' }).database.kind).toBe('postgres');
  });
});

describe('embedded database', () => {
  it('refuses a second opener of the same folder with a clear message', async () => {
    const dir = path.join(tmp, 'locked-db');
    const first = await openPglite(dir);
    try {
      // The lock is per process id; pretend another live process (our parent) holds it.
      const lockFile = path.join(tmp, 'locked-db.lock');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(lockFile, String(process.ppid));
      await expect(openPglite(dir)).rejects.toThrow(DatabaseLockedError);
      await expect(openPglite(dir)).rejects.toThrow(/in use by another Spey process/);
    } finally {
      await first.close();
    }
  });

  it('applies migrations idempotently', async () => {
    const database = await openPglite(undefined);
    await runMigrations(database);
    await runMigrations(database);
    await database.close();
  });
});

describe('migrations on the test database', () => {
  it('creates every table of the data model', async () => {
    const database = await createTestDatabase();
    try {
      const rows = await queryRows<{ table_name: string }>(
        database.db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'account',
          'favourites',
          'menu_categories',
          'menu_items',
          'profiles',
          'rate_limit',
          'restaurant_claim_requests',
          'restaurant_operating_hours',
          'restaurant_registrations',
          'restaurant_special_hours',
          'restaurants',
          'review_reactions',
          'reviews',
          'session',
          'user',
          'verification',
        ]),
      );
      // Constraints live in the database, not only in the code.
      await expect(
        database.db.execute(
          sql`INSERT INTO restaurants (name, cuisine, price_range) VALUES ('X', 'Khmer', '$$$$$$')`,
        ),
      ).rejects.toThrow();
      const [r] = await queryRows<{ id: string }>(
        database.db,
        sql`INSERT INTO restaurants (name, cuisine) VALUES ('Y', 'Khmer') RETURNING id`,
      );
      await database.db.execute(sql`INSERT INTO "user" (name, email) VALUES ('rater', 'r@x.io')`);
      await expect(
        database.db.execute(
          sql`INSERT INTO reviews (restaurant_id, user_id, rating, comment) SELECT ${r!.id}, id, 6, 'x' FROM profiles`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

describe('mail without SMTP', () => {
  it('writes one RFC 822 .eml file per message with the recipient in To:', async () => {
    const dataDir = path.join(tmp, 'mail-data');
    const logs: string[] = [];
    const log = { info: (_o: unknown, m: string) => logs.push(m) } as unknown as Parameters<
      typeof createMailer
    >[0]['log'];
    const mailer = createMailer({ from: 'Spey <no-reply@spey.local>', dataDir, log });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Open http://localhost:3000/api/auth/verify-email?token=abc',
    });
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: a@example.com$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('verify-email?token=abc');
    expect(logs[0]).toContain('Hello');
  });
});
