import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PASSWORD, BENCH_USER_EMAIL, SIGNED_IN_WRITERS, writerEmail } from './constants';
import type { Dataset } from './datasets';

interface CookieCache {
  server: string;
  cookies: string[];
}

/** Signs one account in through better-auth (POST /api/auth/sign-in/email) and returns its Cookie header. */
export async function signIn(baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((c) => c.includes('session_token')))
    throw new Error(`sign-in of ${email} set no session cookie`);
  return cookies.join('; ');
}

async function isSignedIn(baseUrl: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  if (!response.ok) return false;
  const body = (await response.json()) as { user?: unknown } | null;
  return Boolean(body?.user);
}

/**
 * Cookies of the bench user and the writers. Signing in costs a password hash each, so the cookies are
 * kept in the data set's folder (sessions last 30 days) and reused while the server accepts them.
 */
export async function writerCookies(
  dataset: Dataset,
  baseUrl: string,
  writers: number = SIGNED_IN_WRITERS,
): Promise<string[]> {
  const file = path.join(dataset.dataDir, 'bench-cookies.json');
  if (existsSync(file)) {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as CookieCache;
    const first = cache.cookies[0];
    const last = cache.cookies.at(-1);
    if (
      cache.cookies.length >= writers + 1 &&
      first &&
      last &&
      (await isSignedIn(baseUrl, first)) &&
      (await isSignedIn(baseUrl, last))
    ) {
      return cache.cookies.slice(0, writers + 1);
    }
  }
  const emails = [BENCH_USER_EMAIL, ...Array.from({ length: writers }, (_, i) => writerEmail(i + 1))];
  const cookies: string[] = new Array<string>(emails.length);
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < emails.length) {
        const index = next;
        next += 1;
        cookies[index] = await signIn(baseUrl, emails[index]);
      }
    }),
  );
  console.info(
    `  signed in ${emails.length} bench accounts in ${((Date.now() - started) / 1000).toFixed(1)} s (cached)`,
  );
  writeFileSync(file, JSON.stringify({ server: dataset.label, cookies } satisfies CookieCache));
  return cookies;
}
