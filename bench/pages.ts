/**
 * `npm run bench:pages [-- --db postgres|pglite --scale 1 --duration 5 --connections 50 --runs 1
 *                        --page-cache-ms 60000 --cache-off --only home,restaurants,restaurant
 *                        --anonymous-only --profile --generator autocannon|wrk --url http://… --pid N]`
 *
 * The HTML of the server-drawn pages (React Router's handler, decision 017) under load: `/`, `/restaurants`
 * and the restaurant pages of the API bench's 200 restaurants, as a browser asks for them (Accept text/html,
 * brotli), side by side: without a session, answered from the page cache (decision 035; `--page-cache-ms`
 * sets the server's RESPONSE_CACHE_PAGE_TTL_MS, its default when left out), then signed in (each request carries one of the bench writers'
 * session cookies in turn; never cached, every request draws the page). `--cache-off` adds a third row per
 * page: without a session on a second server with the cache off (every request draws). Prints req/s, p50,
 * p99, errors, the server's RSS, the bytes of one answer (as the cache sends it) and the share of a sample
 * of the rotation answered from the cache (hits); saves bench/results/pages-<time>-scale<N>-<db>.json.
 * `--writers 50` sets how many signed-in sessions rotate; `--anonymous-only` leaves the signed-in rows out;
 * `--profile` writes a V8 CPU profile of the (first) server and prints it summarised by package and function.
 * `--generator wrk` loads the anonymous rows with wrk (Debian's package `wrk`, one thread) instead of one
 * autocannon process, which shares the cores with the server and spends more CPU the bigger the page
 * (decision 056); signed-in rows rotate
 * sessions and stay on autocannon. `--url` measures a server already running there instead of starting
 * one (another build, started by hand on its own data set): anonymous `/` and `/restaurants` only; `--pid`
 * names its process for the CPU and RSS columns.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { RequestShape } from 'autocannon';
import { choiceArg, numberArg, parseArgs } from './lib/args';
import { isSeeded, openDataset, resolveDataset, resultsDir } from './lib/datasets';
import { writerCookies } from './lib/auth';
import { pickInputs } from './lib/endpoints';
import { printProfile, summarizeProfile } from './lib/profile';
import { runLoad, type LoadResult } from './lib/load';
import { RssSampler, startBenchServer } from './lib/server';
import { processCpuMs } from './lib/cpu';
import { hasWrk, runWrk } from './lib/wrk';

const args = parseArgs();
const kind = choiceArg(args, 'db', ['postgres', 'pglite'] as const, 'postgres');
const scale = numberArg(args, 'scale', 1);
const duration = Math.min(numberArg(args, 'duration', 5), 60);
const connections = Math.min(numberArg(args, 'connections', 50), 500);
const runs = Math.min(numberArg(args, 'runs', 1), 5);
const writers = Math.min(numberArg(args, 'writers', 50), 1000);
const pageCacheMs = args.has('page-cache-ms')
  ? numberArg(args, 'page-cache-ms', 60_000, { allowZero: true })
  : undefined;
const cacheOff = args.has('cache-off');
const only = args.get('only')?.split(',');
const generator = choiceArg(args, 'generator', ['autocannon', 'wrk'] as const, 'autocannon');
const externalUrl = args.get('url')?.replace(/\/+$/, '');
const externalPid = args.has('pid') ? numberArg(args, 'pid', 0) : undefined;
const anonymousOnly = args.has('anonymous-only') || externalUrl !== undefined;
if (generator === 'wrk' && !hasWrk()) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(1);
}
const profileDir = args.has('profile')
  ? path.join(resultsDir, 'profiles', `pages-${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}`)
  : undefined;

const dataset = resolveDataset(kind, scale);
if (!(await isSeeded(dataset))) {
  console.error(
    `No generated data for ${dataset.label}: run npm run bench:seed -- --scale ${scale} --db ${kind}`,
  );
  process.exit(1);
}
const database = await openDataset(dataset);
const inputs = await pickInputs(database);
await database.close();

// A browser's user agent: the load and the sample after it (fetch, whose own agent is a crawler's) ask for
// the same cache entry.
const HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'br',
  'accept-language': 'en',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const pages: { name: string; paths: string[] }[] = [
  { name: 'page-home', paths: ['/'] },
  { name: 'page-restaurants', paths: ['/restaurants'] },
  { name: 'page-restaurant', paths: inputs.restaurantIds.map((id) => `/restaurants/${id}`) },
]
  .filter((page) => !only || only.includes(page.name.replace(/^page-/, '')))
  // Another build's server has its own data set: its restaurant ids are not this one's.
  .filter((page) => externalUrl === undefined || page.name !== 'page-restaurant');
const rotation = (paths: string[], cookies: string[]): (() => RequestShape) => {
  let i = 0;
  return () => {
    const cookie = cookies.length ? cookies[i % cookies.length] : undefined;
    const path = paths[i++ % paths.length];
    return { method: 'GET', path, headers: cookie ? { ...HEADERS, cookie } : HEADERS };
  };
};
/**
 * CPU time the server process has used (user + system, ms; /proc/<pid>/stat at 100 ticks a second):
 * per answer, it holds up better than req/s when other work shares the machine.
 */
const cpuMs = (pid: number): number => processCpuMs(pid) ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server under load: started here, or already running at `--url`. */
interface Target {
  url: string;
  /** Its process, for the CPU and RSS columns (unknown for `--url` without `--pid`). */
  pid?: number;
  rss?: RssSampler;
}

interface Row extends LoadResult {
  /** The load generator of this row. */
  generator: string;
  page: string;
  visitor: string;
  cache: string;
  rssMb: number;
  bytes: number;
  htmlBytes: number;
  /** The server's CPU time per answer (µs), from /proc around each run. */
  cpuUs: number;
  /** The load generator's CPU time per answer (µs): it shares the machine's cores with the server. */
  generatorCpuUs: number;
  /** Share of the answers served from the page cache (`X-Cache: hit` on a sample after the runs). */
  hits?: number;
}
const rows: Row[] = [];

/** Loads one page for one kind of visitor on a running server and prints its row. */
async function measure(
  server: Target,
  page: { name: string; paths: string[] },
  visitor: string,
  cache: string,
  cookies: readonly string[],
) {
  const first = await fetch(`${server.url}${page.paths[0]}`, {
    headers: cookies[0] ? { ...HEADERS, cookie: cookies[0] } : HEADERS,
  });
  const html = await first.text();
  // What a repeated request gets: from the cache (anonymous), else drawn again.
  const again = await fetch(`${server.url}${page.paths[0]}`, {
    headers: cookies[0] ? { ...HEADERS, cookie: cookies[0] } : HEADERS,
  });
  await again.arrayBuffer();
  const sentLength = Number(again.headers.get('content-length'));
  // Drawn on the server: the document has the page's heading and, from this build, React Router's context.
  const drawn = html.includes('<h1') && (externalUrl !== undefined || html.includes('__reactRouterContext'));
  if (!first.ok || !drawn) throw new Error(`${page.paths[0]} was not drawn on the server (${first.status})`);
  // The answer's size as sent: a hit's brotli as the cache keeps it (its Content-Length), else the page
  // compressed as the server compresses what it streams; and as drawn.
  const bytes =
    again.headers.get('x-cache') === 'hit' && sentLength > 0
      ? sentLength
      : brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  const htmlBytes = Buffer.byteLength(html);
  // Without a session, every page of the rotation asked for once first (four at a time): the figure is
  // the steady state of the cache, not how long it takes to fill (200 restaurant pages are ~4 s of drawing).
  if (cookies.length === 0) {
    const queue = [...page.paths];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift())
          await (await fetch(`${server.url}${next}`, { headers: HEADERS })).arrayBuffer();
      }),
    );
  }
  const withWrk = generator === 'wrk' && cookies.length === 0;
  const load = async (seconds: number): Promise<LoadResult & { generatorCpuUs: number }> => {
    if (withWrk)
      return runWrk({ url: server.url, connections, duration: seconds, paths: page.paths, headers: HEADERS });
    // autocannon runs in this process.
    const before = process.cpuUsage();
    const result = await runLoad({
      url: server.url,
      connections,
      duration: seconds,
      next: rotation(page.paths, [...cookies]),
    });
    const used = process.cpuUsage(before);
    return { ...result, generatorCpuUs: Math.round((used.user + used.system) / Math.max(result.total, 1)) };
  };
  await load(1);
  const results: (LoadResult & { rssMb: number; cpuUs: number; generatorCpuUs: number })[] = [];
  for (let run = 0; run < runs; run += 1) {
    server.rss?.mark();
    const cpuBefore = server.pid === undefined ? 0 : cpuMs(server.pid);
    const result = await load(duration);
    const cpuUs =
      server.pid === undefined
        ? 0
        : Math.round(((cpuMs(server.pid) - cpuBefore) * 1000) / Math.max(result.total, 1));
    results.push({ ...result, rssMb: Math.round(server.rss?.mark() ?? 0), cpuUs });
  }
  // Whether the cache answers: a sample of the rotation right after the load.
  const sample = page.paths.slice(0, 20);
  let hits = 0;
  for (const [index, samplePath] of sample.entries()) {
    const cookie = cookies.length ? cookies[index % cookies.length] : undefined;
    const answer = await fetch(`${server.url}${samplePath}`, {
      headers: cookie ? { ...HEADERS, cookie } : HEADERS,
    });
    await answer.arrayBuffer();
    if (answer.headers.get('x-cache') === 'hit') hits += 1;
  }
  const row: Row = {
    generator: withWrk ? 'wrk' : 'autocannon',
    page: page.name,
    visitor,
    cache,
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    total: results.reduce((sum, r) => sum + r.total, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    statusCodes: {},
    rssMb: Math.max(...results.map((r) => r.rssMb)),
    cpuUs: median(results.map((r) => r.cpuUs)),
    generatorCpuUs: median(results.map((r) => r.generatorCpuUs)),
    bytes,
    htmlBytes,
    hits: Math.round((hits / sample.length) * 100),
  };
  rows.push(row);
  console.log(
    `${row.page.padEnd(17)} ${row.visitor.padEnd(9)} ${row.cache.padEnd(9)} ${row.generator.padEnd(10)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}  CPU ${row.cpuUs} µs/answer (load generator ${row.generatorCpuUs})  RSS ${row.rssMb} MB  ${row.bytes} B br (${row.htmlBytes} B HTML)  hits ${row.hits}%`,
  );
}

const cacheLabel =
  pageCacheMs === undefined ? 'on' : pageCacheMs > 0 ? `on (${pageCacheMs / 1000} s)` : 'off';
if (profileDir) mkdirSync(profileDir, { recursive: true });
if (externalUrl !== undefined) {
  const target: Target = {
    url: externalUrl,
    pid: externalPid,
    rss: externalPid === undefined ? undefined : new RssSampler(externalPid),
  };
  for (const page of pages) await measure(target, page, 'anonymous', 'its own', []);
  target.rss?.stop();
}
const server =
  externalUrl === undefined ? await startBenchServer(dataset, { pageCacheMs, cpuProfDir: profileDir }) : null;
if (server) {
  try {
    const signedIn = anonymousOnly ? [] : (await writerCookies(dataset, server.url, writers)).slice(1);
    for (const page of pages) await measure(server, page, 'anonymous', cacheLabel, []);
    if (!anonymousOnly) for (const page of pages) await measure(server, page, 'signed in', 'never', signedIn);
  } finally {
    await server.stop();
  }
}
const profileSummary = profileDir ? summarizeProfile(profileDir) : null;
if (profileSummary) printProfile(profileSummary);
if (server && cacheOff && pageCacheMs !== 0) {
  const uncached = await startBenchServer(dataset, { responseCacheMs: 0 });
  try {
    for (const page of pages) await measure(uncached, page, 'anonymous', 'off', []);
  } finally {
    await uncached.stop();
  }
}

mkdirSync(resultsDir, { recursive: true });
const file = path.join(
  resultsDir,
  `pages-${new Date().toISOString().replace(/[:.]/g, '-')}-scale${scale}-${kind}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    {
      dataset: externalUrl ?? dataset.label,
      generator,
      duration,
      connections,
      runs,
      writers,
      pageCacheMs,
      rows,
      profile: profileSummary,
    },
    null,
    2,
  ),
);
console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
