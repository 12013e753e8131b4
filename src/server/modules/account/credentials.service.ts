import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { authKeys, signUpSchema } from '@/shared/schemas/auth.schema';
import { queryRows } from '../../db/client';
import { AppError, fieldsFromIssues } from '../../lib/app-error';
import { callAuth } from '../../plugins/auth';
import { normaliseEmail, rateLimitPolicies } from '../../plugins/rate-limit';
import { challengeKeys, verifySignInChallenge, type ChallengeKeys } from './challenge';

/**
 * E-mail sign-in and sign-up, for the API (account.routes.ts) and for the /auth page's action without
 * scripts (web/app/lib/auth.server.ts). Both end in better-auth; this adds the limits and rules around
 * it. The answer is better-auth's own Response (its Set-Cookie headers sign the person in).
 */

export const SIGN_IN_THROTTLED_MESSAGE = 'Too many failed sign-ins. Please wait, then try again.';
export const CHALLENGE_REQUIRED_MESSAGE = 'Please confirm you are a person, then sign in again.';

const keysBySecret = new Map<string, ChallengeKeys>();
export function challengeKeysOf(request: FastifyRequest): ChallengeKeys {
  const secret = request.server.config.authSecret;
  let keys = keysBySecret.get(secret);
  if (!keys) {
    keys = challengeKeys(secret);
    keysBySecret.set(secret, keys);
  }
  return keys;
}

export interface CredentialsResult {
  response: Response;
  /** After a failure that started a wait: seconds until the next try from this address. */
  retryAfterSec?: number;
}

/**
 * Signs in with e-mail and password. Before the password is checked: a pair that is waiting gets
 * SIGN_IN_THROTTLED (429, Retry-After); an account or address under attack needs a solved challenge
 * (`altcha`) or gets CHALLENGE_REQUIRED (428). Only wrong passwords are counted; a success clears the
 * count for this account and address.
 */
export async function signInWithEmail(
  request: FastifyRequest,
  body: Record<string, unknown>,
): Promise<CredentialsResult> {
  const app = request.server;
  const { altcha, ...rest } = body;
  const email = normaliseEmail(rest.email);
  if (!email) return { response: await callAuth(app.auth, request, rest, '/api/auth/sign-in/email') };
  const state = await app.signInThrottle.check(request.ip, email);
  if (state.waitSec > 0) {
    throw new AppError('SIGN_IN_THROTTLED', SIGN_IN_THROTTLED_MESSAGE, undefined, {
      retryAfterSec: state.waitSec,
    });
  }
  if (state.challengeRequired) {
    const solved = await verifySignInChallenge(app.database.db, challengeKeysOf(request), altcha);
    if (!solved) throw new AppError('CHALLENGE_REQUIRED', CHALLENGE_REQUIRED_MESSAGE);
  }
  const response = await callAuth(app.auth, request, rest, '/api/auth/sign-in/email');
  if (response.status === 401) {
    const wait = await app.signInThrottle.recordFailure(request.ip, email);
    return { response, retryAfterSec: wait > 0 ? wait : undefined };
  }
  if (response.ok) await app.signInThrottle.recordSuccess(request.ip, email);
  return { response };
}

/**
 * Signs up with e-mail and password: the shared schema first (each broken rule gets its message), the
 * per-address and per-recipient limits, then "already taken" answers, then better-auth, which sends the
 * verification e-mail.
 */
export async function signUpWithEmail(request: FastifyRequest, body: unknown): Promise<CredentialsResult> {
  const app = request.server;
  const parsed = signUpSchema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldsFromIssues(parsed.error.issues);
    throw new AppError('VALIDATION', Object.values(fields)[0] ?? authKeys.invalidSignUp, fields);
  }
  const input = parsed.data;
  await app.consumeRateLimit(request, null, 'signUp', rateLimitPolicies.signUp, { email: input.email });
  const [row] = await queryRows<{ username_taken: boolean; email_taken: boolean }>(
    app.database.db,
    sql`SELECT
          EXISTS (SELECT 1 FROM profiles WHERE lower(username) = lower(${input.username})) AS username_taken,
          EXISTS (SELECT 1 FROM "user" WHERE email = ${input.email}) AS email_taken`,
  );
  if (row?.username_taken || row?.email_taken) {
    const fields: Record<string, string> = {};
    if (row.username_taken) fields.username = authKeys.usernameTaken;
    if (row.email_taken) fields.email = authKeys.emailTaken;
    throw new AppError('CONFLICT', Object.values(fields)[0]!, fields);
  }
  const callbackURL = input.isRestaurantOwner ? '/auth?verified=1&owner=true' : '/auth?verified=1';
  const response = await callAuth(
    app.auth,
    request,
    {
      name: input.username,
      email: input.email,
      password: input.password,
      isRestaurantOwner: input.isRestaurantOwner,
      locale: input.locale,
      callbackURL,
    },
    '/api/auth/sign-up/email',
  );
  return { response };
}
