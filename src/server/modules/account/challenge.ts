import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { challengePolicy } from './auth-policy';

/**
 * The sign-in proof of work (ALTCHA, self-hosted: altcha-lib here, the `altcha` widget in the browser).
 * Challenges are signed with keys derived from AUTH_SECRET, so every instance can check any answer;
 * an answer is accepted once (its nonce is recorded in rate_limits until the challenge expires).
 */
export interface ChallengeKeys {
  signature: string;
  keySignature: string;
}

export function challengeKeys(authSecret: string): ChallengeKeys {
  const derive = (purpose: string) => createHmac('sha256', authSecret).update(purpose).digest('hex');
  return { signature: derive('altcha-challenge'), keySignature: derive('altcha-derived-key') };
}

export function createSignInChallenge(keys: ChallengeKeys): Promise<Challenge> {
  return createChallenge({
    algorithm: challengePolicy.algorithm,
    cost: challengePolicy.cost,
    counter: randomInt(challengePolicy.counterMax, challengePolicy.counterMin),
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
    expiresAt: Math.floor(Date.now() / 1000) + challengePolicy.expiresInSec,
    data: { purpose: 'sign-in' },
  });
}

interface Payload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** The widget's form value: base64 of `{ challenge, solution }`. Anything else is null. */
function parsePayload(value: unknown): Payload | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters) return null;
    if (!solution || typeof solution !== 'object') return null;
    if (typeof challenge.parameters.nonce !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * True when `value` is a solved, unexpired challenge this server signed that was never used before.
 * Costs one HMAC, plus one insert for the replay check.
 */
export async function verifySignInChallenge(db: Db, keys: ChallengeKeys, value: unknown): Promise<boolean> {
  const payload = parsePayload(value);
  if (!payload) return false;
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    verified = result.verified;
  } catch {
    return false;
  }
  if (!verified || payload.challenge.parameters.data?.purpose !== 'sign-in') return false;
  const expiresAt = payload.challenge.parameters.expiresAt ?? 0;
  const used = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, count, previous_count, expires_at)
        VALUES (${`altcha:${payload.challenge.parameters.nonce}`}, 0, 1, 0, to_timestamp(${expiresAt + 60}))
        ON CONFLICT (key) DO NOTHING
        RETURNING key`,
  );
  return used.length === 1;
}
