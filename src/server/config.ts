import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** The embedded database in a thread of its own (decision 066); false runs it on the server's thread. */
  PGLITE_THREAD: booleanString.default(true),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url(
          'must be a comma-separated list of origins such as https://spey.example,https://www.spey.example',
        ),
      ),
    )
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Spey <no-reply@spey.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  SEED_DEMO: booleanString.optional(),
  RESTAURANT_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Phnom_Penh')
    .default('Asia/Phnom_Penh'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  RATE_LIMITS: booleanString.default(true),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  RESPONSE_CACHE_PAGE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  MODERATION_AUTO_HIDE_REPORTS: z.coerce.number().int().min(1).max(1000).default(3),
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\?.*)?$/,
      'must look like s3://bucket?endpoint=…&region=…',
    )
    .optional(),
  STORAGE_PUBLIC_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database:
    { kind: 'pglite'; dir: string; thread: boolean } | { kind: 'postgres'; url: string; poolSize: number };
  publicUrl: string;
  /** Whether PUBLIC_URL was given; without it writes are accepted from the host a request was addressed to. */
  publicUrlSet: boolean;
  /** ALLOWED_ORIGINS: further origins (scheme://host[:port]) that may write besides PUBLIC_URL. */
  allowedOrigins: string[];
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  google?: {
    clientId: string;
    clientSecret: string;
    authorizationUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  };
  seedDemo?: boolean;
  timeZone: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimits: boolean;
  /** How long public answers for visitors without a session are reused (0 = never); see plugins/response-cache.ts. */
  responseCacheTtlMs: number;
  /** How long the HTML of pages for visitors without a session is reused (0 = never); decision 035. */
  responseCachePageTtlMs: number;
  /** How long a checked session is trusted without the database (0 = always ask); decision 034. */
  sessionCacheTtlMs: number;
  /** An item reported by this many different users is hidden at once, pending review (issue 19). */
  autoHideReports: number;
  /** Where uploaded images live: DATA_DIR/uploads, or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageConfig;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      /** STORAGE_PUBLIC_URL, or the bucket's own address with `public=1`; files go through Spey when absent. */
      publicUrl?: string;
    };

/**
 * `s3://bucket?endpoint=https://…&region=…&path-style=1&public=1`. Path-style addressing is the default
 * with a custom endpoint (MinIO and most compatible services want it); `public=1` says the bucket itself
 * is readable by anyone, so the browser loads files from it.
 */
export function parseStorageUrl(
  storageUrl: string | undefined,
  publicUrl: string | undefined,
  dataDir: string,
): StorageConfig {
  if (!storageUrl) {
    if (publicUrl) {
      throw new ConfigError('Invalid configuration:\n  STORAGE_PUBLIC_URL: goes with STORAGE_URL (a bucket)');
    }
    return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  }
  const url = new URL(storageUrl);
  const endpoint = url.searchParams.get('endpoint')?.replace(/\/+$/, '') || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE_URL: endpoint must start with http:// or https://',
    );
  }
  const region = url.searchParams.get('region') || 'us-east-1';
  const pathStyleParam = url.searchParams.get('path-style');
  const forcePathStyle = pathStyleParam === null ? Boolean(endpoint) : pathStyleParam === '1';
  const bucket = url.hostname;
  let base = publicUrl?.replace(/\/+$/, '');
  if (!base && url.searchParams.get('public') === '1') {
    base = endpoint
      ? forcePathStyle
        ? `${endpoint}/${bucket}`
        : endpoint.replace('://', `://${bucket}.`)
      : `https://${bucket}.s3.${region}.amazonaws.com`;
  }
  return { kind: 's3', bucket, endpoint, region, forcePathStyle, publicUrl: base };
}

export class ConfigError extends Error {}

/** Reads the secret kept in DATA_DIR, creating it on first start. */
function getStoredSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: path.join(dataDir, 'db'), thread: e.PGLITE_THREAD },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    authSecret: e.AUTH_SECRET ?? getStoredSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userInfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
    seedDemo: e.SEED_DEMO,
    timeZone: e.RESTAURANT_TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    responseCachePageTtlMs: e.RESPONSE_CACHE_PAGE_TTL_MS,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    autoHideReports: e.MODERATION_AUTO_HIDE_REPORTS,
    storage: parseStorageUrl(e.STORAGE_URL, e.STORAGE_PUBLIC_URL, dataDir),
    ...overrides,
  };
}
