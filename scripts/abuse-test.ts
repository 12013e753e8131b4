/**
 * Abuse test: runs the server as `npm start` does (limits on, embedded database) and plays three
 * crowds against its sign-in, each from its own loopback source addresses (127.0.0.x; the whole of
 * 127.0.0.0/8 is this machine, so every client address is real to the server and nothing leaves it):
 *
 *   1. 300 different people signing in from one shared address within a minute (a carrier's NAT):
 *      every one gets in.
 *   2. 2,000 wrong guesses against one account from 200 addresses: the guesses past the first 20 are
 *      refused until a proof-of-work check is solved; the real owner, from a fresh address, solves it and
 *      gets in. Prints the time and CPU one checked guess costs the attacker.
 *   3. One address guessing across 200 accounts: made to wait, then challenged for every account.
 *
 *   npm run abuse-test
 *
 * Bounded: a few thousand requests to this machine only, and the whole run stops itself after 5 minutes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { hashAccountPassword, insertVerifiedUser } from '../src/server/db/seed/accounts';
import { signInThrottle } from '../src/server/modules/account/auth-policy';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'AbuseTest123';
const RUN_LIMIT_MS = 5 * 60_000;
/** How many challenged guesses the attacker actually solves to measure their cost (the rest are sent unsolved). */
const SOLVED_SAMPLE = 10;
/** Guesses in flight at once against one account: those already past the check when the 20th failure lands still count. */
const GUESSERS = 4;

const watchdog = setTimeout(() => {
  console.error('abuse test: stopped after 5 minutes');
  process.exit(1);
}, RUN_LIMIT_MS);
watchdog.unref();

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

interface Answer {
  status: number;
  body: string;
  retryAfter?: string;
}

let port = 0;
let origin = '';

/** One HTTP request to the server from the loopback source address `from`. */
function send(from: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: {
          origin,
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url} timed out`)));
    if (payload) req.write(payload);
    req.end();
  });
}

const signIn = (from: string, email: string, password: string, altcha?: string) =>
  send(from, 'POST', '/api/auth/sign-in/email', { email, password, ...(altcha ? { altcha } : {}) });

const codeOf = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code ?? String(answer.status);
  } catch {
    return String(answer.status);
  }
};

/** Fetches and solves a challenge as a script would (one core); its time and CPU. */
async function solve(from: string): Promise<{ payload: string; ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const answer = await send(from, 'GET', '/api/auth-challenge');
  if (answer.status !== 200) throw new Error(`challenge: ${answer.status} ${answer.body}`);
  const challenge = JSON.parse(answer.body) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  const used = process.cpuUsage(cpu);
  return {
    payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
  };
}

/** Runs `task` over `items` with at most `limit` at once. */
async function pool<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const tally = (codes: string[]) =>
  Object.entries(codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {}))
    .map(([code, n]) => `${code} ×${n}`)
    .join(', ');

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spey-abuse-'));
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };

  // Accounts first, straight into the database (one password hash for all).
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  await runMigrations(database);
  const hash = await hashAccountPassword(PASSWORD);
  const crowd = Array.from({ length: 300 }, (_, i) => `person${i}@abuse.test`);
  const targets = Array.from({ length: 200 }, (_, i) => `target${i}@abuse.test`);
  const owner = 'owner@abuse.test';
  for (const [i, email] of [...crowd, ...targets, owner].entries()) {
    await insertVerifiedUser(database.db, {
      email,
      username: `abuse_${i}`,
      password: { hash },
      isRestaurantOwner: false,
      locale: 'en',
    });
  }
  await database.close();

  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { main } = await import('./src/server/main.ts'); await main();",
    ],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        RATE_LIMITS: '1',
        TRUST_PROXY: '0',
        LOG_LEVEL: 'error',
        AUTH_SECRET: 'abuse-test-secret-abuse-test-secret-0123',
      },
    },
  );
  // better-auth warns of every wrong password; anything else the server says is shown.
  server.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Invalid password'))
      .join('\n');
    if (text) process.stderr.write(`${text}\n`);
  });
  try {
    for (let waited = 0; ; waited += 250) {
      if (waited > 120_000) throw new Error('the server did not start within 120 s');
      try {
        if ((await send('127.0.0.1', 'GET', '/api/health')).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }

    // 1. A shared address: 300 people, one minute.
    console.log('\n1. 300 different accounts sign in from one address (127.0.0.2)');
    let started = performance.now();
    const crowdAnswers = await pool(crowd, 8, (email) => signIn('127.0.0.2', email, PASSWORD));
    const crowdSeconds = (performance.now() - started) / 1000;
    console.log(
      `  answers: ${tally(crowdAnswers.map((a) => String(a.status)))} in ${crowdSeconds.toFixed(1)} s`,
    );
    check(
      crowdAnswers.every((a) => a.status === 200),
      'all 300 signed in',
    );
    // The time is the password hashing's (scrypt, on this machine's cores); no limit refused anyone.
    check(
      crowdAnswers.every((a) => a.status !== 429 && a.status !== 428),
      'none was slowed down or challenged',
    );
    if (crowdSeconds > 60)
      console.log('  (over a minute: the cores were busy hashing passwords, not a limit)');

    // 2. One account, 2,000 guesses from 200 addresses.
    console.log('\n2. 2,000 wrong guesses against one account from 200 addresses (127.0.1.1–200)');
    started = performance.now();
    const guessCodes: string[] = [];
    const solvedCosts: { ms: number; cpuMs: number }[] = [];
    await pool(
      Array.from({ length: 2000 }, (_, i) => i),
      GUESSERS,
      async (i) => {
        const from = `127.0.1.${(i % 200) + 1}`;
        let answer = await signIn(from, owner, `guess-${i}`);
        // The attacker pays for a sample of the challenged guesses, to measure what each one costs.
        if (codeOf(answer) === 'CHALLENGE_REQUIRED' && solvedCosts.length < SOLVED_SAMPLE) {
          const cost = await solve(from);
          solvedCosts.push(cost);
          answer = await signIn(from, owner, `guess-${i}`, cost.payload);
        }
        guessCodes.push(codeOf(answer));
      },
    );
    const checked = guessCodes.filter((c) => c === 'INVALID_EMAIL_OR_PASSWORD').length;
    console.log(`  answers: ${tally(guessCodes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `  passwords actually checked: ${checked} (${signInThrottle.perAccount.failures} before the challenge, the ${solvedCosts.length} solved ones, and any already in flight)`,
    );
    const guessMs = median(solvedCosts.map((c) => c.ms));
    const guessCpu = median(solvedCosts.map((c) => c.cpuMs));
    console.log(
      `  one checked guess past the challenge costs the attacker ${guessMs.toFixed(0)} ms and ${guessCpu.toFixed(0)} ms of CPU (median of ${solvedCosts.length}; CPU of this process while ${GUESSERS} guessers run); 2,000 would take ${((2000 * guessCpu) / 60_000).toFixed(0)} CPU-minutes`,
    );
    check(
      checked <= signInThrottle.perAccount.failures + solvedCosts.length + GUESSERS,
      'unsolved guesses never reach the password check (beyond those already in flight)',
    );
    const ownerFrom = '127.0.2.1';
    const unsolved = await signIn(ownerFrom, owner, PASSWORD);
    check(codeOf(unsolved) === 'CHALLENGE_REQUIRED', 'the owner is asked for the challenge (not locked out)');
    const ownerCost = await solve(ownerFrom);
    const ownerAnswer = await signIn(ownerFrom, owner, PASSWORD, ownerCost.payload);
    console.log(
      `  the owner solved the challenge in ${ownerCost.ms.toFixed(0)} ms and got ${ownerAnswer.status}`,
    );
    check(ownerAnswer.status === 200, 'the owner signs in with the right password after the challenge');

    // 3. One address, 200 accounts.
    console.log('\n3. One address (127.0.3.1) guessing across 200 accounts, up to 6 guesses each');
    const sweep: string[] = [];
    let firstWait: string | undefined;
    for (const email of targets) {
      for (let guess = 0; guess < 6; guess += 1) {
        const answer = await signIn('127.0.3.1', email, `sweep-${guess}`);
        const code = codeOf(answer);
        sweep.push(code);
        if (code === 'SIGN_IN_THROTTLED') {
          firstWait ??= answer.retryAfter;
          break; // made to wait on this account: on to the next one
        }
        if (code === 'CHALLENGE_REQUIRED') break;
      }
    }
    const firstThrottle = sweep.indexOf('SIGN_IN_THROTTLED');
    const firstChallenge = sweep.indexOf('CHALLENGE_REQUIRED');
    console.log(`  answers: ${tally(sweep)}`);
    console.log(
      `  first wait after ${firstThrottle} failures (Retry-After ${firstWait ?? '-'} s); challenged after ${
        sweep.slice(0, firstChallenge).filter((c) => c === 'INVALID_EMAIL_OR_PASSWORD').length
      } failures`,
    );
    check(
      firstThrottle === signInThrottle.perAccountAndAddress.failures,
      'slowed down after 5 failures on one account',
    );
    check(
      sweep.filter((c) => c === 'INVALID_EMAIL_OR_PASSWORD').length <= signInThrottle.perAddress.failures,
      `at most ${signInThrottle.perAddress.failures} passwords checked before the challenge`,
    );
    check(
      firstChallenge > 0 && sweep.slice(firstChallenge).every((c) => c === 'CHALLENGE_REQUIRED'),
      'then challenged for every account',
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const passed = failures.length === 0;
  console.log(`\n${passed ? 'abuse test passed' : `abuse test FAILED: ${failures.join('; ')}`}`);
  process.exit(passed ? 0 : 1);
}

await main();
