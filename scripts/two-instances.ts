/**
 * Two production servers on one PostgreSQL behind nginx (deploy/nginx.conf), round-robin:
 *  - a session made through one instance works on the other (sessions live in the database);
 *  - per-IP rate limits see the client address nginx passes in X-Forwarded-For (TRUST_PROXY=1), and a
 *    client cannot choose it;
 *  - rate limits are shared (the sign-in limit hit through nginx, alternating between instances);
 *  - a rolling restart (SIGTERM one instance, start it again, then the other) under load loses no request;
 *  - uploaded images live in object storage (s3rver on loopback stands in for S3/R2/MinIO), not in
 *    either instance's DATA_DIR: a cover uploaded through A is served by B.
 *
 *   npm run two-instances [-- --database-url postgres://postgres@127.0.0.1:5432/postgres --seconds 8]
 *
 * Installs Debian's nginx with apt-get when it is missing. Everything listens on 127.0.0.1 only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { S3RVER_CREDENTIALS, startLocalS3 } from '../tests/support/s3-server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUTH_SECRET = 'two-instances-secret-two-instances-0123';
const DEMO_PASSWORD = 'SpeyDemo123';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '7' },
    connections: { type: 'string', default: '16' },
  },
});
const adminUrl =
  args['database-url'] ??
  process.env.TWO_INSTANCES_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Load before, between and after the restarts. Longer than nginx's fail_timeout (5 s): a restarted
 * instance that refused connections while it was down gets traffic again only after that.
 */
const settleMs = Number(args.seconds) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * HTTP from a chosen loopback address (so nginx sees distinct clients)
 * ---------------------------------------------------------------------------------------------- */

interface Reply {
  status: number;
  body: string;
  cookies: string[];
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

function send(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    cookie?: string;
    origin?: string;
    from?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const target = new URL(url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        agent: agentFor(options.from ?? '127.0.0.1'),
        headers: {
          ...(options.origin ? { origin: options.origin } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...options.headers,
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = response.headers['set-cookie'] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookies: raw.map((c) => c.split(';')[0] ?? ''),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/* ------------------------------------------------------------------------------------------------
 * Processes
 * ---------------------------------------------------------------------------------------------- */

class Instance {
  child: ChildProcess | undefined;
  exited: Promise<number | null> = Promise.resolve(null);
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the server and resolves once /api/health answers; returns the start-up time in ms. */
  async start(extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
    const began = performance.now();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { main } = await import('./src/server/main.ts'); await main();",
      ],
      { cwd: projectRoot, env: { ...this.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const log = (chunk: Buffer) => writeFileSync(this.logFile, chunk, { flag: 'a' });
    child.stdout?.on('data', log);
    child.stderr?.on('data', log);
    this.child = child;
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    void this.exited.then((code) => (exitCode = code));
    for (;;) {
      if (exitCode !== undefined)
        throw new Error(`${this.name} exited during start-up (code ${exitCode}); see ${this.logFile}`);
      if (performance.now() - began > 180_000) throw new Error(`${this.name} did not start within 180 s`);
      try {
        const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return performance.now() - began;
      } catch {
        // not yet
      }
      await sleep(50);
    }
  }

  /** SIGTERM: the server finishes what it is doing and exits; returns the time it took in ms. */
  async stop(): Promise<{ ms: number; code: number | null }> {
    const began = performance.now();
    const child = this.child;
    if (!child || child.exitCode !== null) return { ms: 0, code: child?.exitCode ?? null };
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await this.exited;
    clearTimeout(timer);
    return { ms: performance.now() - began, code };
  }

  kill() {
    if (this.child && this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: apt-get install nginx (as root)');
  console.info('Installing nginx (Debian package)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  const installed = findNginx();
  if (result.status !== 0 || !installed) throw new Error('apt-get install nginx failed');
  return installed;
}

/** deploy/nginx.conf with its example addresses swapped for ours, wrapped in a main config for a temp prefix. */
function writeNginxConfig(dir: string, listenPort: number, upstreamPorts: [number, number]) {
  let site = readFileSync(path.join(projectRoot, 'deploy/nginx.conf'), 'utf8');
  const swaps: [RegExp, string][] = [
    [/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${upstreamPorts[0]} `],
    [/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${upstreamPorts[1]} `],
    [/listen 80;/, `listen 127.0.0.1:${listenPort};`],
  ];
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    site = site.replace(pattern, replacement);
  }
  writeFileSync(path.join(dir, 'spey.conf'), site);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, 'temp', sub), { recursive: true });
  const main = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$msec $request_method $uri $status "$upstream_addr" "$upstream_status"';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/spey.conf;
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), main);
}

/* ------------------------------------------------------------------------------------------------
 * The run
 * ---------------------------------------------------------------------------------------------- */

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const checks: Check[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.info(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
};

function accessLogLines(dir: string): string[] {
  const file = path.join(dir, 'access.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

async function main() {
  const nginxBinary = ensureNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spey-two-'));
  const dbName = `spey_two_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();

  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const s3 = await startLocalS3('spey-two-instances');
  // Each instance has its own DATA_DIR: nothing the two share may live there.
  const baseEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    STORAGE_URL: s3.storageUrl,
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    DATABASE_POOL_SIZE: '10',
    AUTH_SECRET,
    TRUST_PROXY: '1',
    RATE_LIMITS: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  const dataDirA = path.join(dir, 'data-a');
  const dataDirB = path.join(dir, 'data-b');
  const a = new Instance('instance A', portA, baseEnv(portA, dataDirA), path.join(dir, 'a.log'));
  const b = new Instance('instance B', portB, baseEnv(portB, dataDirB), path.join(dir, 'b.log'));
  let nginx: ChildProcess | undefined;
  const db = new pg.Client({ connectionString: databaseUrl });

  try {
    console.info(
      `Starting instance A (seeds the demo data), then B, on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`,
    );
    const seededMs = await a.start({ SEED_DEMO: '1' });
    const startB = await b.start();
    console.info(
      `  A up in ${(seededMs / 1000).toFixed(1)} s (with seeding), B in ${(startB / 1000).toFixed(1)} s`,
    );
    await db.connect();

    writeNginxConfig(dir, nginxPort, [portA, portB]);
    nginx = spawn(
      nginxBinary,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    for (let i = 0; ; i += 1) {
      try {
        if ((await send(`${publicUrl}/api/health`)).status === 200) break;
      } catch {
        // not yet
      }
      if (i > 100) throw new Error(`nginx did not start; see ${dir}/error.log`);
      await sleep(100);
    }
    console.info(`nginx on ${publicUrl} → A :${portA}, B :${portB}\n`);

    // 1. A session made on A works on B.
    const signIn = await send(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      origin: publicUrl,
      from: '127.0.0.20',
      body: { email: 'diner@spey.demo', password: DEMO_PASSWORD },
    });
    const cookie = signIn.cookies.join('; ');
    const meOnB = await send(`${b.url}/api/me`, { cookie });
    const meOnA = await send(`${a.url}/api/me`, { cookie });
    const sameUser =
      signIn.status === 200 &&
      meOnB.status === 200 &&
      (JSON.parse(meOnB.body) as { user?: { id?: string } }).user?.id ===
        (JSON.parse(meOnA.body) as { user?: { id?: string } }).user?.id;
    const { rows: others } = await db.query<{ id: string }>(
      `SELECT r.id FROM reviews r JOIN "user" u ON u.id = r.user_id WHERE u.email <> 'diner@spey.demo' ORDER BY r.created_at DESC LIMIT 1`,
    );
    const reviewId = others[0]?.id ?? '';
    const reactOnB = await send(`${b.url}/api/reviews/${reviewId}/reaction`, {
      method: 'PUT',
      origin: publicUrl,
      cookie,
      from: '127.0.0.20',
      body: { type: 'like' },
    });
    check(
      'session shared',
      sameUser && reactOnB.status === 200,
      `signed in on A (${signIn.status}), /api/me on B ${meOnB.status}, a reaction through B ${reactOnB.status}`,
    );

    // 2. A cover uploaded through A is served by B (object storage, separate DATA_DIRs).
    const ownerSignIn = await send(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      origin: publicUrl,
      from: '127.0.0.21',
      body: { email: 'owner@spey.demo', password: DEMO_PASSWORD },
    });
    const { rows: owned } = await db.query<{ id: string }>(
      `SELECT r.id FROM restaurants r JOIN "user" u ON u.id = r.owner_id WHERE u.email = 'owner@spey.demo' LIMIT 1`,
    );
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const upload = await fetch(`${a.url}/api/owner/restaurants/${owned[0]?.id}/cover`, {
      method: 'POST',
      headers: { origin: publicUrl, cookie: ownerSignIn.cookies.join('; ') },
      body: form,
    });
    const uploaded = (await upload.json().catch(() => ({}))) as { imageUrl?: string };
    const fromA = uploaded.imageUrl ? await fetch(`${a.url}${uploaded.imageUrl}`) : undefined;
    const fromB = uploaded.imageUrl ? await fetch(`${b.url}${uploaded.imageUrl}`) : undefined;
    const bytesA = fromA?.ok ? Buffer.from(await fromA.arrayBuffer()) : undefined;
    const bytesB = fromB?.ok ? Buffer.from(await fromB.arrayBuffer()) : undefined;
    const localUploads = [dataDirA, dataDirB].filter((d) => existsSync(path.join(d, 'uploads')));
    check(
      'image uploaded through A served by B',
      upload.status === 200 &&
        Boolean(bytesB?.length) &&
        Boolean(bytesA?.equals(bytesB ?? Buffer.alloc(0))) &&
        fromB?.headers.get('content-type') === 'image/webp' &&
        localUploads.length === 0,
      `upload through A ${upload.status} → ${uploaded.imageUrl ?? '(no url)'}; through B ${fromB?.status ?? '–'} ` +
        `(${bytesB?.length ?? 0} bytes, same as A: ${Boolean(bytesA?.equals(bytesB ?? Buffer.alloc(0)))}); ` +
        `uploads folders in the DATA_DIRs: ${localUploads.length}`,
    );

    // 3. The client address comes from nginx's X-Forwarded-For, and a client cannot forge it.
    await send(`${publicUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      origin: publicUrl,
      from: '127.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { email: 'ip-check@spey.demo', password: 'wrong-password' },
    });
    const { rows: keys } = await db.query<{ key: string }>(
      `SELECT key FROM rate_limits WHERE key LIKE '%ip-check@spey.demo%'`,
    );
    const keyText = keys.map((k) => k.key).join(', ');
    check(
      'client address from X-Forwarded-For',
      keyText.includes(':127.0.0.5') && !keyText.includes('203.0.113.9'),
      `rate-limit keys: ${keyText || '(none)'}`,
    );

    // 4. The sign-in limit is shared: 20 wrong passwords through nginx, which alternates A and B.
    const before = accessLogLines(dir).length;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await send(`${publicUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        origin: publicUrl,
        from: '127.0.0.6',
        body: { email: 'owner2@spey.demo', password: 'not-the-password' },
      });
      statuses.push(response.status);
    }
    const upstreams = new Map<string, number>();
    for (const line of accessLogLines(dir).slice(before)) {
      if (!line.includes('/api/auth/sign-in/email')) continue;
      const upstream = /"([^"]*)" "[^"]*"$/.exec(line)?.[1] ?? '?';
      upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
    }
    const refused = statuses.filter((s) => s === 429).length;
    check(
      'sign-in limit shared by both instances',
      refused >= 17 && upstreams.size >= 2,
      `${refused} of 20 refused with 429; served by ${[...upstreams.entries()].map(([u, n]) => `${u} ×${n}`).join(', ')}`,
    );

    // 5. Rolling restart under load.
    const writers: { cookie: string; from: string }[] = [];
    const writerEmails = ['sokha_eats', 'dara_foodie', 'sreymom_kh', 'vichea_bites'].map(
      (u) => `${u}@spey.demo`,
    );
    for (const [index, email] of writerEmails.entries()) {
      const from = `127.0.0.${30 + index}`;
      const response = await send(`${publicUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        origin: publicUrl,
        from,
        body: { email, password: DEMO_PASSWORD },
      });
      if (response.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${response.status} ${response.body}`);
      writers.push({ cookie: response.cookies.join('; '), from });
    }
    const { rows: targets } = await db.query<{ id: string }>(
      `SELECT r.id FROM reviews r JOIN "user" u ON u.id = r.user_id
       WHERE u.email <> ALL($1::text[]) ORDER BY r.created_at DESC LIMIT 20`,
      [writerEmails],
    );
    const writeResults = { ok: 0, failed: [] as string[] };
    let writing = true;
    const writerLoops = writers.map(async (writer, index) => {
      let n = 0;
      while (writing) {
        const target = targets[(index * 5 + n) % targets.length];
        n += 1;
        try {
          const response = await send(`${publicUrl}/api/reviews/${target?.id}/reaction`, {
            method: 'PUT',
            origin: publicUrl,
            cookie: writer.cookie,
            from: writer.from,
            body: { type: n % 2 === 0 ? 'like' : 'dislike' },
          });
          if (response.status === 200) writeResults.ok += 1;
          else writeResults.failed.push(`${response.status} ${response.body.slice(0, 120)}`);
        } catch (error) {
          writeResults.failed.push((error as Error).message);
        }
        await sleep(1100); // under the 60-a-minute reaction limit per user
      }
    });

    const load = autocannon({
      url: publicUrl,
      connections: Number(args.connections),
      duration: 600,
      timeout: 20,
      requests: [
        { method: 'GET', path: '/api/restaurants?limit=12' },
        { method: 'GET', path: '/api/reviews/latest' },
        { method: 'GET', path: '/api/restaurants/featured' },
        { method: 'GET', path: '/api/health' },
      ],
    });
    const timeline: string[] = [];
    const mark = (text: string) =>
      timeline.push(`${((performance.now() - loadStart) / 1000).toFixed(1).padStart(5)} s  ${text}`);
    const loadStart = performance.now();
    await sleep(settleMs);
    for (const instance of [a, b]) {
      mark(`SIGTERM ${instance.name}`);
      const stopped = await instance.stop();
      mark(`${instance.name} exited (code ${stopped.code}) after ${stopped.ms.toFixed(0)} ms`);
      await sleep(500);
      const started = await instance.start();
      mark(`${instance.name} back after ${(started / 1000).toFixed(1)} s`);
      await sleep(settleMs);
    }
    load.stop();
    const result = await load;
    writing = false;
    await Promise.all(writerLoops);
    console.info('\nRolling restart timeline:');
    for (const line of timeline) console.info(`  ${line}`);
    const retried = accessLogLines(dir).filter((line) => /"[^"]*, [^"]*" "[^"]*"$/.test(line)).length;
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(', ');
    console.info(
      `  load: ${result.requests.total} requests in ${result.duration.toFixed(1)} s (${result.requests.average.toFixed(0)}/s), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; status codes ${codes}`,
    );
    console.info(`  nginx passed ${retried} requests on to the other instance`);
    check(
      'rolling restart loses no read',
      result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && result.requests.total > 0,
      `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    check(
      'rolling restart loses no write',
      writeResults.failed.length === 0 && writeResults.ok > 0,
      `${writeResults.ok} reactions acknowledged, ${writeResults.failed.length} failed${writeResults.failed.length ? `: ${writeResults.failed.slice(0, 3).join('; ')}` : ''}`,
    );
  } finally {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx?.once('exit', resolve));
    }
    await Promise.all([a.stop(), b.stop()]);
    a.kill();
    b.kill();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await s3.close();
    for (const agent of agents.values()) agent.destroy();
    const failed = checks.filter((c) => !c.ok).length;
    if (failed === 0) rmSync(dir, { recursive: true, force: true });
    else console.info(`Logs kept in ${dir}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  checks.push({ name: 'run', ok: false, detail: String(error) });
}
const failed = checks.filter((c) => !c.ok).length;
console.info(`\n${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
