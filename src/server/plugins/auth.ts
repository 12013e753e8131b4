import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { commonKeys } from '@/shared/errors';
import { type Role } from '@/shared/schemas/auth.schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import { AppError, unauthenticated, forbidden } from '../lib/app-error';
import type { Mailer } from '../lib/mailer';
import { originPolicy } from '../modules/account/auth-policy';
import { boundedPasswordHashing } from '../lib/password-hashing';
import fp from 'fastify-plugin';
import { createAccountMail } from '../modules/account/account-mail';
import { SessionCache, forgetSessionsOf } from '../lib/session-cache';
import { quietAuthContexts } from '../lib/auth-contexts';

export interface CurrentUser {
  id: string;
  email: string;
  emailVerified: boolean;
  username: string;
  avatarUrl: string | null;
  role: Role;
  locale: 'km' | 'en';
}

/** Whether one more e-mail of this kind may go to this recipient (the limiter's per-recipient rule). */
export type MailBudget = (kind: string, email: string) => Promise<boolean>;

export function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  allowMailTo: MailBudget = async () => true,
) {
  const origins = originPolicy(config);
  const accountMail = createAccountMail(config, db, mailer);
  return betterAuth({
    appName: 'Spey',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The same origins the app's own check accepts (plugins/security.ts): PUBLIC_URL and ALLOWED_ORIGINS,
    // or, without PUBLIC_URL, the host the request was addressed to.
    trustedOrigins: (request) => {
      const list = [config.publicUrl, ...origins.allowed];
      const host = request?.headers.get('host');
      if (origins.sameHost && host) list.push(`${new URL(config.publicUrl).protocol}//${host}`);
      return list;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'spey',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-spey-client-ip'] },
    },
    user: {
      additionalFields: {
        isRestaurantOwner: { type: 'boolean', required: false, defaultValue: false, input: true },
        locale: { type: 'string', required: false, defaultValue: 'km', input: true },
      },
      // The new address is verified by a link before it replaces the old one (modules/account).
      changeEmail: { enabled: true },
    },
    // Reached through /api/account/* and /api/me/* (modules/account), which apply the shared rules.
    disabledPaths: ['/reset-password', '/request-password-reset', '/change-password', '/change-email'],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // What better-auth itself changes (sign-out, a reset password ending every session, a verified new
    // address, a deleted user) drops the cached sessions of that user at once (decision 034).
    databaseHooks: {
      session: { delete: { after: async (session) => forgetSessionsOf(session.userId) } },
      user: {
        update: { after: async (user) => forgetSessionsOf(user.id) },
        delete: { after: async (user) => forgetSessionsOf(user.id) },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: boundedPasswordHashing,
      // Forgot password: a one-time link for an hour; using it ends every session (modules/account).
      sendResetPassword: accountMail.sendResetPassword,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      // An unverified sign-in is refused; the page offers to send the link again (modules/account).
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail(data) {
        // Sign-up, a sign-in with an unverified address and "send again" all land here: per recipient limit.
        if (!(await allowMailTo('verify', data.user.email))) return;
        await accountMail.sendVerificationEmail(data);
      },
    },
    // One limiter: the app's own (plugins/rate-limit.ts, rules in modules/account/auth-policy.ts).
    rateLimit: { enabled: false },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                authorizationUrl: config.google.authorizationUrl,
                tokenUrl: config.google.tokenUrl,
                userInfoUrl: config.google.userInfoUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Sessions checked in the last seconds, by signed cookie (decision 034). */
    sessions: SessionCache<CurrentUser>;
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 unless signed in, 403 unless the profile has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The session the request is signed in with and its user, or null; looked up once per request. */
    getCurrentSession(): Promise<CurrentSession | null>;
    /** The signed-in user, or null; looked up once per request. */
    getCurrentUser(): Promise<CurrentUser | null>;
    /** The signed-in user; throws 401 when signed out. */
    getUser(): Promise<CurrentUser>;
  }
}

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-spey-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-spey-client-ip', request.ip);
  return headers;
}

async function findCurrentUser(db: Db, userId: string): Promise<CurrentUser | null> {
  const rows = await db
    .select({
      id: schema.user.id,
      email: schema.user.email,
      emailVerified: schema.user.emailVerified,
      locale: schema.user.locale,
      username: schema.profiles.username,
      avatarUrl: schema.profiles.avatarUrl,
      role: schema.profiles.role,
    })
    .from(schema.user)
    .innerJoin(schema.profiles, eq(schema.profiles.id, schema.user.id))
    .where(eq(schema.user.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    // Pictures on other hosts (a Google profile photo) are not shown: the site only loads its own images.
    avatarUrl: row.avatarUrl?.startsWith('/') ? row.avatarUrl : null,
    locale: row.locale === 'en' ? 'en' : 'km',
  };
}

/** True when the request carries one of the session cookies (the auth cookie prefix is `spey`). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('spey') === true;
}

/** The session a request is signed in with, and its user. */
export interface CurrentSession {
  id: string;
  user: CurrentUser;
}

/** The value of the session cookie (signed: the token and its signature), if the request has one. */
export function sessionCookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1) || null;
  }
  return null;
}

const currentSessions = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

function registerAuth(app: FastifyInstance, auth: Auth, db: Db) {
  app.decorate('auth', auth);
  const sessions = new SessionCache<CurrentUser>({ ttlMs: app.config.sessionCacheTtlMs });
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.close());
  const secure = auth.options.advanced?.useSecureCookies === true;
  const cookieName = `${secure ? '__Secure-' : ''}spey.session_token`;

  /**
   * The session check (decision 034): a session seen in the last `sessions.ttlMs` is answered from
   * memory; otherwise better-auth checks the cookie and the session row, the user and profile are read,
   * and the answer is kept under the signed cookie's value.
   */
  async function lookUpSession(request: FastifyRequest): Promise<CurrentSession | null> {
    const key = sessionCookieValue(request.headers.cookie, cookieName);
    if (!key) return null;
    const hit = sessions.get(key);
    if (hit) return hit.user ? { id: hit.sessionId, user: hit.user } : null;
    const mark = sessions.mark();
    const found = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!found) return null;
    const user = await findCurrentUser(db, found.user.id);
    sessions.set(
      key,
      {
        sessionId: found.session.id,
        userId: found.user.id,
        expiresAt: new Date(found.session.expiresAt).getTime(),
        user,
      },
      mark,
    );
    return user ? { id: found.session.id, user } : null;
  }

  app.decorateRequest('getCurrentSession', function getCurrentSession(this: FastifyRequest) {
    let pending = currentSessions.get(this);
    if (!pending) {
      pending = lookUpSession(this).catch(() => null);
      currentSessions.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('getCurrentUser', async function getCurrentUser(this: FastifyRequest) {
    return (await this.getCurrentSession())?.user ?? null;
  });

  app.decorateRequest('getUser', async function getUser(this: FastifyRequest) {
    const user = await this.getCurrentUser();
    if (!user) throw unauthenticated();
    return user;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await request.getUser();
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await request.getUser();
    if (!roles.includes(user.role)) throw forbidden();
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const sent = await forwardToAuth(auth, request, reply, request.body);
      // A write to better-auth (sign-out above all) is never answered from a session kept before it.
      if (request.method === 'POST') {
        const key = sessionCookieValue(request.headers.cookie, cookieName);
        if (key) sessions.forgetKey(key);
      }
      return sent;
    },
  });
}

/** Hands a request to better-auth as a web Request (JSON body) and returns its answer. */
export function callAuth(
  auth: Auth,
  request: FastifyRequest,
  body: unknown,
  path?: string,
): Promise<Response> {
  const url = new URL(request.url, 'http://internal');
  const headers = toWebHeaders(request);
  // The body sent on is JSON, whatever came in (a page's form post, for one).
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  const webRequest = new Request(new URL(path ?? url.pathname + url.search, auth.options.baseURL as string), {
    method: path ? 'POST' : request.method,
    headers,
    body:
      !path && (request.method === 'GET' || request.method === 'HEAD' || body === undefined)
        ? undefined
        : JSON.stringify(body ?? {}),
  });
  if (webRequest.method !== 'GET') webRequest.headers.set('content-type', 'application/json');
  return auth.handler(webRequest);
}

/** The code and message of a failed better-auth answer, in the API's terms. */
export async function authErrorOf(response: Response): Promise<{ code: string; message: string } | null> {
  if (response.status < 400) return null;
  if (response.status === 429)
    return { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
  try {
    const parsed = JSON.parse(await response.clone().text()) as { code?: string; message?: string };
    return { code: parsed.code ?? 'BAD_REQUEST', message: parsed.message ?? 'Request failed' };
  } catch {
    return { code: 'BAD_REQUEST', message: 'Request failed' };
  }
}

/** Hands a request to better-auth and copies its answer back, errors in the API's error shape. */
export async function forwardToAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply, body: unknown) {
  return sendAuthResponse(reply, await callAuth(auth, request, body));
}

/** Copies a better-auth answer onto the reply, errors in the API's error shape. */
export async function sendAuthResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && text) {
    try {
      const parsed = JSON.parse(text) as { code?: string; message?: string; error?: unknown };
      if (!parsed.error) {
        // better-auth's own codes (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, …) are stable: the web
        // translates them by code; its sentence travels as the message.
        const body =
          response.status === 429
            ? new AppError('RATE_LIMITED', commonKeys.rateLimited).toBody()
            : { error: { code: parsed.code ?? 'BAD_REQUEST', message: parsed.message ?? 'Request failed' } };
        return reply.type('application/json').send(body);
      }
    } catch {
      // not JSON; pass through
    }
  }
  return reply.send(text || undefined);
}

/** better-auth and the session helpers as a plugin; its sign-in and sign-up routes are rate limited. */
export const authPlugin = fp<{ auth: Auth; db: Db }>(
  async (app, { auth, db }) => {
    // better-auth's contexts stay off between its calls, so requests it takes no part in pay no promise hooks.
    await quietAuthContexts();
    registerAuth(app, auth, db);
  },
  {
    name: 'spey-auth',
    fastify: '5.x',
    dependencies: ['spey-rate-limit'],
    decorators: { fastify: ['config'] },
  },
);
