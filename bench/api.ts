/**
 * `npm run bench:api [-- --db pglite|postgres|both --scale 1 --duration 10 --runs 1 --connections 50
 *                        --only name,name --no-floor --no-writes --profile --cache-ms 5000 --signed-in
 *                        --cold-sessions]`
 *
 * --cache-ms sets the server's RESPONSE_CACHE_TTL_MS (the micro-cache of public reads for visitors
 * without a session; 5000 by default as in production, 0 measures every request down to the database).
 * --signed-in sends the reads with real session cookies (the writers', in turn), as a signed-in diner's
 * browser does; the response cache is then off unless --cache-ms says otherwise.
 *
 * Floors, replayed in the same run: each read's captured SQL, one restaurant row by primary key (the
 * cheapest read there is), and each write's transaction with this iteration's writer and target.
 *
 * Starts the production server (bench/server-child.ts, NODE_ENV=production, RATE_LIMITS=0 so thousands of
 * bench accounts can sign in) on the generated data and drives each endpoint with autocannon. Beside each
 * read, the floor: the same SQL replayed bare through a pool of the same size at the same concurrency.
 * Results: bench/results/api-<time>.json, a markdown table beside it, latest.md and latest-scale<N>.md.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestShape } from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { runMigrations, type Database } from '../src/server/db/client';
import { ensureWebBuild } from '../src/server/cli/build-if-stale';
import { choiceArg, numberArg, parseArgs } from './lib/args';
import { writerCookies } from './lib/auth';
import { captureRequests, captureSql, replayer, singleRowRead, writeReplayer } from './lib/capture';
import { BENCH_PASSWORD, BENCH_USER_EMAIL, SIGNED_IN_WRITERS } from './lib/constants';
import { undoBenchWrites } from './lib/cleanup';
import { isSeeded, openDataset, resolveDataset, resultsDir, type Dataset, type DbKind } from './lib/datasets';
import { buildEndpoints, pickInputs, type BenchInputs, type Endpoint } from './lib/endpoints';
import { driverOnlyCeiling, serverlessCeiling, startCpuMeter, type CpuPerAnswer } from './lib/cpu';
import { drain, rotate, runFloor, runLoad, type FloorResult, type LoadResult } from './lib/load';
import {
  benchAccountIds,
  POSTS_PER_WRITER,
  postReviewRequests,
  reactionRequests,
  writeFloorAllowance,
  writeFloorIterations,
} from './lib/writes';
import { printProfile, summarizeProfile } from './lib/profile';
import {
  findLatest,
  median,
  renderMarkdown,
  summarizeRuns,
  type BenchFile,
  type DbResult,
  type EndpointResult,
  type BareSample,
  type RunSample,
} from './lib/report';
import { startBareServer } from './lib/bare-server';
import { formatMemory, serverEnv, startBenchServer } from './lib/server';
import { hasWrk, runWrk } from './lib/wrk';

const args = parseArgs();
const dbChoice = choiceArg(args, 'db', ['pglite', 'postgres', 'both'], 'both');
const scale = numberArg(args, 'scale', 1);
const duration = numberArg(args, 'duration', 10);
const runs = numberArg(args, 'runs', 1);
const connections = numberArg(args, 'connections', 50);
const poolSize = numberArg(args, 'pool', 20);
const warmup = Math.min(3, duration);
const only = args.get('only')?.split(',');
const withFloor = !args.has('no-floor');
const withWrites = !args.has('no-writes');
const profile = args.has('profile');
const signedIn = args.has('signed-in');
// --writers: how many writer accounts sign in (1,000 by default; the CI smoke signs in a few).
const writers = Math.min(SIGNED_IN_WRITERS, Math.round(numberArg(args, 'writers', SIGNED_IN_WRITERS)));
// --check: exit non-zero when any request failed (socket errors, timeouts, non-2xx): the CI smoke.
const check = args.has('check');
// --cold-sessions: the writes meet writers whose sessions the server has not checked yet (decision 043).
const coldSessions = args.has('cold-sessions');
const cacheMs = numberArg(args, 'cache-ms', signedIn ? 0 : 5000, { allowZero: true });
// --generator: what loads the reads. autocannon runs in this process; wrk is a C program that spends a
// fraction of autocannon's CPU an answer on the cores the server shares (decision 070). `both` runs each
// read twice against the same server, autocannon then wrk (the second named `<read>@wrk`), beside one floor.
// The writes stay on autocannon: each request has its own body and the review posts stop at a cap.
const generator = choiceArg(args, 'generator', ['autocannon', 'wrk', 'both'], 'autocannon');
if (generator !== 'autocannon' && !hasWrk()) {
  throw new Error('--generator wrk needs wrk on the PATH (Debian: apt-get install wrk)');
}
const WRK_SUFFIX = '@wrk';
// --bare: beside each read's floor, the thinnest Node server over the same SQL (bench/lib/bare-server.ts),
// loaded by wrk with the same paths and cookies: what any Node server on node-postgres reaches here.
const bare = args.has('bare');
if (bare && !hasWrk()) throw new Error('--bare needs wrk on the PATH (Debian: apt-get install wrk)');

/** The reads as --generator asks: on wrk, or on both generators (the wrk copy named `<read>@wrk`). */
function withGenerators(endpoints: Endpoint[]): Endpoint[] {
  if (generator === 'autocannon') return endpoints;
  return endpoints.flatMap((e): Endpoint[] => {
    if (e.kind !== 'read') return [e];
    const onWrk: Endpoint = {
      ...e,
      name: generator === 'wrk' ? e.name : `${e.name}${WRK_SUFFIX}`,
      generator: 'wrk',
    };
    return generator === 'wrk' ? [onWrk] : [e, onWrk];
  });
}

/** The read whose SQL and floor an endpoint shares (a `<read>@wrk` row shares its read's). */
const floorName = (name: string) => (name.endsWith(WRK_SUFFIX) ? name.slice(0, -WRK_SUFFIX.length) : name);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

async function postgresVersion(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const result = await client.query<{ v: string }>('SHOW server_version');
    return result.rows[0]?.v;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withDatabase<T>(dataset: Dataset, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDataset(dataset, poolSize);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function benchDatabase(kind: DbKind): Promise<DbResult> {
  const dataset = resolveDataset(kind, scale);
  if (!(await isSeeded(dataset))) {
    throw new Error(
      `${dataset.label} has no data; run: npm run bench:seed -- --scale ${scale}${kind === 'postgres' ? ' --db postgres' : ''}`,
    );
  }
  console.info(`\n=== ${dataset.label} (scale ${scale}) ===`);
  const profileDir = profile ? path.join(resultsDir, 'profiles', `${stamp}-${kind}`) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });

  // Inputs, the SQL of every read path and of one request of each write, captured before the server
  // holds the database (signed in as the bench user when the reads are; the writes always are).
  const benchAccount = { email: BENCH_USER_EMAIL, password: BENCH_PASSWORD };
  const { inputs, captured, capturedWrites, accounts } = await withDatabase(dataset, async (database) => {
    // The server migrates at start; the capture runs before it, so it migrates first (as the server would).
    await runMigrations(database);
    const undone = await undoBenchWrites(database);
    if (undone.reviews || undone.reactions)
      console.info(`  undid leftovers: ${undone.reviews} reviews, ${undone.reactions} reactions`);
    const picked = await pickInputs(database);
    const endpoints = buildEndpoints(picked).filter((e) => !only || only.includes(e.name));
    const config = loadConfig(serverEnv(dataset, 0));
    const paths = endpoints.filter((e) => e.kind === 'read').flatMap((e) => e.paths);
    const reads = await captureSql(database, config, paths, signedIn ? { signIn: benchAccount } : {});
    const writeNames = withWrites && withFloor ? endpoints.filter((e) => e.kind === 'write') : [];
    // The session is checked first (a GET /api/me, left out): a write then sends only its own transaction,
    // as it does in the load, whose writers' sessions are already known to the server (see warmSessions).
    const writes = await captureRequests(
      database,
      config,
      [
        ...(writeNames.length ? [{ key: 'session', method: 'GET' as const, url: '/api/me' }] : []),
        ...writeNames.map((e) =>
          e.name === 'reaction'
            ? {
                key: e.name,
                method: 'PUT' as const,
                url: `/api/reviews/${picked.reviewIds[0]}/reaction`,
                payload: { type: 'like' },
              }
            : {
                key: e.name,
                method: 'POST' as const,
                url: '/api/reviews',
                payload: {
                  restaurantId: picked.restaurantIds[0],
                  rating: 4,
                  content:
                    'Bench review 0: the fish amok was fresh and the staff were friendly. Good value for the price.',
                  isSpey: false,
                  visitDate: null,
                },
              },
        ),
      ],
      { signIn: benchAccount },
    );
    writes.delete('session');
    if (writeNames.length) await undoBenchWrites(database);
    return {
      inputs: picked,
      captured: reads,
      capturedWrites: writes,
      accounts: await benchAccountIds(database),
    };
  });
  const endpoints = withGenerators(
    buildEndpoints(inputs).filter(
      (e) => (!only || only.includes(e.name)) && (withWrites || e.kind === 'read'),
    ),
  );
  const samples = new Map<string, RunSample[]>(endpoints.map((e) => [e.name, []]));
  const singleRowSamples: FloorResult[] = [];
  let rssMax = 0;

  for (let run = 1; run <= runs; run += 1) {
    console.info(`-- run ${run}/${runs}`);
    const server = await startBenchServer(dataset, {
      poolSize,
      cpuProfDir: profileDir,
      responseCacheMs: cacheMs,
    });
    const apiResults = new Map<
      string,
      { api: Awaited<ReturnType<typeof runLoad>>; rssMaxMb: number; cpu: CpuPerAnswer }
    >();
    let runCookies: string[] = [];
    try {
      const writes = endpoints.filter((e) => e.kind === 'write');
      const cookies = writes.length || signedIn ? await writerCookies(dataset, server.url, writers) : [];
      runCookies = cookies;
      const reads = endpoints.filter((e) => e.kind === 'read');
      if (reads.length) {
        await runLoad({
          url: server.url,
          connections,
          duration: warmup,
          // open-now is left out of warm-ups: its slow SQL would keep the database busy long after.
          next: rotate(
            reads.filter((e) => e.name !== 'list-open-now').flatMap((e) => e.paths),
            signedIn ? cookies : undefined,
          ),
        });
        await drain(server.url, dataset.databaseUrl);
      }
      console.info(`  after start and sign-in: ${formatMemory(await server.memory())}`);
      for (const endpoint of endpoints) {
        const build = requestBuilder(endpoint, inputs, cookies, server.url);
        let sent = 0;
        const next = () => {
          sent += 1;
          return build();
        };
        if (endpoint.kind === 'write' && !coldSessions) await warmSessions(server.url, cookies);
        // Review posts stop at the writers' allowance (9 each; the daily limit is 10) so none meets a 429;
        // their warm-up (at most 500 posts) draws from the same writers and counts against it.
        const allowance = endpoint.name === 'post-review' ? cookies.length * POSTS_PER_WRITER : undefined;
        await drain(server.url, dataset.databaseUrl);
        const onWrk = (seconds: number) =>
          runWrk({
            url: server.url,
            connections,
            duration: seconds,
            paths: endpoint.paths,
            headers: {},
            cookies: signedIn ? cookies : undefined,
          });
        if (endpoint.name !== 'list-open-now') {
          const warmCap = allowance === undefined ? undefined : Math.min(500, Math.floor(allowance / 10));
          if (endpoint.generator === 'wrk') await onWrk(1);
          else await runLoad({ url: server.url, connections, duration: 1, next, maxRequests: warmCap }); // warm-up
          await drain(server.url, dataset.databaseUrl);
        }
        server.rss.mark();
        const meter = startCpuMeter(server.pid);
        let api: LoadResult;
        let cpu: CpuPerAnswer;
        if (endpoint.generator === 'wrk') {
          const { generatorCpuUs, ...result } = await onWrk(duration);
          api = result;
          // The generator's CPU is wrk's; this process only waited for it.
          cpu = { ...meter.perAnswer(api.total), generator: generatorCpuUs };
        } else {
          api = await runLoad({
            url: server.url,
            connections,
            duration,
            next,
            maxRequests: allowance === undefined ? undefined : allowance - sent,
          });
          cpu = meter.perAnswer(api.total);
        }
        const rssMaxMb = server.rss.mark();
        apiResults.set(endpoint.name, { api, rssMaxMb, cpu });
        console.info(
          `  ${endpoint.name.padEnd(20)} ${String(api.rps).padStart(6)} req/s  p50 ${api.p50} ms  p99 ${api.p99} ms` +
            `  errors ${api.errors}  non-2xx ${api.non2xx}${api.non2xx ? ` ${JSON.stringify(api.statusCodes)}` : ''}  rss ${Math.round(rssMaxMb)} MB` +
            `  CPU µs/answer: server ${cpu.server}, PostgreSQL ${cpu.postgres}, ${endpoint.generator ?? 'autocannon'} ${cpu.generator}`,
        );
        if (endpoint.kind === 'write') console.info(`    after it: ${formatMemory(await server.memory())}`);
      }
      rssMax = Math.max(rssMax, server.rss.overall);
      await drain(server.url, dataset.databaseUrl);
    } finally {
      await server.stop();
    }

    // Undo the writes, then the floors with the server stopped (PGlite: the bench now holds the folder).
    await withDatabase(dataset, async (database) => {
      await undoBenchWrites(database);
      const replay = replayer(database);
      const replayWrite = writeReplayer(database);
      // `allowance`: the iterations a write floor may run in all (review posts: the writers' daily limit),
      // a tenth of them at most in the warm-up, as in the API run.
      const floorOf = async (iteration: (n: number) => Promise<void>, allowance?: number) => {
        const warmCap = allowance === undefined ? undefined : Math.floor(allowance / 10);
        const warm = await runFloor(iteration, {
          concurrency: connections,
          duration: 1,
          maxIterations: warmCap,
        });
        const meter = startCpuMeter(undefined);
        const floor = await runFloor(iteration, {
          concurrency: connections,
          duration,
          maxIterations: allowance === undefined ? undefined : allowance - warm.total - warm.errors,
        });
        return { ...floor, cpu: meter.perAnswer(floor.total) };
      };
      let singleRow: FloorResult | undefined;
      if (withFloor && endpoints.some((e) => e.kind === 'read')) {
        // The cheapest read there is: one restaurant row by primary key, through the same pool.
        const byId = inputs.restaurantIds.map(singleRowRead);
        singleRow = await floorOf((n) => replay(byId[n % byId.length]));
        singleRowSamples.push(singleRow);
        console.info(
          `  floor ${'single-row'.padEnd(14)} ${String(singleRow.rps).padStart(6)} req/s  p50 ${singleRow.p50} ms  p99 ${singleRow.p99} ms`,
        );
      }
      // One floor per read and run: a `<read>@wrk` row is compared with its read's.
      const readFloors = new Map<string, Awaited<ReturnType<typeof floorOf>>>();
      const bareRuns = new Map<string, BareSample>();
      const bareServer =
        bare && withFloor && database.pool
          ? await startBareServer(
              database.pool,
              new Map([...captured].map(([p, request]) => [p, request.queries] as const)),
            )
          : undefined;
      /** The bare server under wrk for one read: a second's warm-up, then the run. */
      const bareOf = async (endpoint: Endpoint): Promise<BareSample | undefined> => {
        if (!bareServer) return undefined;
        const load = (seconds: number) =>
          runWrk({
            url: bareServer.url,
            connections,
            duration: seconds,
            paths: endpoint.paths,
            headers: {},
            cookies: signedIn ? runCookies : undefined,
          });
        await load(1);
        const meter = startCpuMeter(process.pid);
        const { generatorCpuUs, ...result } = await load(duration);
        return { ...result, cpu: { ...meter.perAnswer(result.total), generator: generatorCpuUs } };
      };
      for (const endpoint of endpoints) {
        const result = apiResults.get(endpoint.name);
        if (!result) continue;
        const sample: RunSample = { api: result.api, rssMaxMb: result.rssMaxMb, cpu: result.cpu };
        if (withFloor && endpoint.kind === 'read') {
          let measured = readFloors.get(floorName(endpoint.name));
          if (!measured) {
            const statements = endpoint.paths.map((p) => captured.get(p)?.queries ?? []);
            measured = await floorOf((n) => replay(statements[n % statements.length]));
            readFloors.set(floorName(endpoint.name), measured);
          }
          const { cpu, ...floor } = measured;
          sample.floor = floor;
          sample.floorCpu = cpu;
          let bareRun = bareRuns.get(floorName(endpoint.name));
          if (!bareRun && bareServer) {
            bareRun = await bareOf(endpoint);
            if (bareRun) {
              bareRuns.set(floorName(endpoint.name), bareRun);
              console.info(
                `  bare ${floorName(endpoint.name).padEnd(15)} ${String(bareRun.rps).padStart(6)} req/s  p50 ${bareRun.p50} ms  p99 ${bareRun.p99} ms` +
                  `  → bare/floor ${(bareRun.rps / Math.max(1, floor.rps)).toFixed(2)}  CPU µs/answer: bare server ${bareRun.cpu.server}, PostgreSQL ${bareRun.cpu.postgres}, wrk ${bareRun.cpu.generator}`,
              );
            }
          }
          if (bareRun) sample.bare = bareRun;
        }
        const write = capturedWrites.get(endpoint.name);
        if (withFloor && endpoint.kind === 'write' && write) {
          const next = writeFloorIterations(endpoint.name, inputs, accounts, write.body);
          const { cpu, ...floor } = await floorOf(
            () => {
              const { substitutions, returnedId } = next();
              return replayWrite(write.queries, substitutions, returnedId);
            },
            writeFloorAllowance(endpoint.name, accounts),
          );
          sample.floor = floor;
          sample.floorCpu = cpu;
        }
        if (sample.floor) {
          console.info(
            `  floor ${endpoint.name.padEnd(14)} ${String(sample.floor.rps).padStart(6)} req/s  p50 ${sample.floor.p50} ms  p99 ${sample.floor.p99} ms` +
              `  → API/floor ${(result.api.rps / Math.max(1, sample.floor.rps)).toFixed(2)}` +
              (sample.floorCpu
                ? `  CPU µs/answer: PostgreSQL ${sample.floorCpu.postgres}, driver ${sample.floorCpu.generator}` +
                  withCeiling(result.cpu, sample.floorCpu)
                : '') +
              (singleRow && endpoint.kind === 'read'
                ? `, floor/single-row ${(sample.floor.rps / Math.max(1, singleRow.rps)).toFixed(2)}`
                : ''),
          );
        }
        samples.get(endpoint.name)?.push(sample);
      }
      await bareServer?.close();
      // The write floors wrote as the writers: undo that too.
      if (endpoints.some((e) => e.kind === 'write')) await undoBenchWrites(database);
    });
  }

  const singleRowRps = singleRowSamples.length ? median(singleRowSamples.map((f) => f.rps)) : undefined;
  const results: EndpointResult[] = endpoints.map((e) => {
    const runSamples = samples.get(e.name) ?? [];
    return {
      name: e.name,
      kind: e.kind,
      description: e.description,
      statements:
        e.kind === 'read'
          ? captured.get(e.paths[0])?.queries.length
          : capturedWrites.get(e.name)?.queries.length,
      runs: runSamples,
      median: summarizeRuns(runSamples, e.kind === 'read' ? singleRowRps : undefined),
    };
  });
  let profileSummary: unknown;
  if (profileDir) {
    const summary = summarizeProfile(profileDir);
    if (summary) {
      printProfile(summary);
      profileSummary = summary;
    }
  }
  return {
    kind,
    dataset: dataset.label,
    scale,
    rssMaxMb: Math.round(rssMax),
    singleRowFloor: singleRowSamples.length
      ? {
          rps: median(singleRowSamples.map((f) => f.rps)),
          p50: median(singleRowSamples.map((f) => f.p50)),
          p99: median(singleRowSamples.map((f) => f.p99)),
        }
      : undefined,
    endpoints: results,
    profile: profileSummary,
  };
}

/** The console's note of the API/floor a server costing no CPU, or only its driver's, would reach (PostgreSQL only). */
function withCeiling(api: CpuPerAnswer, floor: CpuPerAnswer): string {
  const value = serverlessCeiling(api, floor);
  const driverOnly = driverOnlyCeiling(api, floor);
  return value === undefined || driverOnly === undefined
    ? ''
    : `, API/floor with a server at 0 µs ${value.toFixed(2)}, costing only its driver ${driverOnly.toFixed(2)}`;
}

function requestBuilder(
  endpoint: Endpoint,
  inputs: BenchInputs,
  cookies: string[],
  origin: string,
): () => RequestShape {
  if (endpoint.name === 'post-review') return postReviewRequests(cookies, inputs, origin);
  if (endpoint.name === 'reaction') return reactionRequests(cookies, inputs, origin);
  return rotate(endpoint.paths, signedIn ? cookies : undefined);
}

/**
 * One signed-in GET /api/me per writer before a write phase, not measured: a diner writes from a page they
 * have just loaded, so the server checked their session moments before and keeps it for 30 s (decision
 * 034). Without it the first request of each of the 1,000 writers pays the full session check (the
 * signed cookie, better-auth's session and user rows, the profile), which is the sign-in's cost, not the
 * write's: a post phase of a few thousand requests met almost nothing but cold sessions (decision 043).
 */
async function warmSessions(url: string, cookies: string[]) {
  let i = 0;
  await runLoad({
    url,
    connections: 20,
    duration: 120,
    maxRequests: cookies.length,
    next: () => ({ method: 'GET', path: '/api/me', headers: { cookie: cookies[i++ % cookies.length] } }),
  });
}

/** With --wait-quiet, waits (up to 10 minutes) until other work on the machine has calmed down. */
async function waitForQuiet() {
  const deadline = Date.now() + 10 * 60_000;
  while (os.loadavg()[0] > 1 && Date.now() < deadline) {
    console.info(`  waiting for a quiet machine (load ${os.loadavg()[0].toFixed(2)})…`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

async function main() {
  await ensureWebBuild();
  if (args.has('wait-quiet')) await waitForQuiet();
  const loadAverageAtStart = os.loadavg()[0];
  mkdirSync(resultsDir, { recursive: true });
  const kinds: DbKind[] = dbChoice === 'both' ? ['postgres', 'pglite'] : [dbChoice];
  const results: DbResult[] = [];
  for (const kind of kinds) results.push(await benchDatabase(kind));
  const data: BenchFile = {
    createdAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageAtStart,
      postgres: kinds.includes('postgres')
        ? await postgresVersion(resolveDataset('postgres', scale).databaseUrl)
        : undefined,
    },
    options: {
      duration,
      connections,
      poolSize,
      runs,
      responseCacheMs: cacheMs,
      signedIn,
      generator,
      floor: 'captured SQL replayed bare, same concurrency and pool size',
    },
    results,
  };
  const base = `api-${stamp}-scale${scale}-${dbChoice}${signedIn ? '-signedin' : cacheMs === 0 ? '-nocache' : ''}`;
  writeFileSync(path.join(resultsDir, `${base}.json`), JSON.stringify(data, null, 2));
  // Compare with the latest saved results this run did not produce (the other database, scale 1 for growth).
  const others: Parameters<typeof renderMarkdown>[1] = [];
  const wanted: { kind: DbKind; scale: number }[] = [];
  if (!kinds.includes('postgres')) wanted.push({ kind: 'postgres', scale });
  if (!kinds.includes('pglite') && scale === 1) wanted.push({ kind: 'pglite', scale });
  if (scale !== 1) wanted.push({ kind: 'postgres', scale: 1 });
  for (const w of wanted) {
    const found = findLatest(resultsDir, w.kind, w.scale, `${base}.json`);
    if (found) others.push({ ...w, ...found });
  }
  const markdown = renderMarkdown(data, others);
  writeFileSync(path.join(resultsDir, `${base}.md`), markdown);
  copyFileSync(path.join(resultsDir, `${base}.md`), path.join(resultsDir, `latest-scale${scale}.md`));
  copyFileSync(path.join(resultsDir, `${base}.md`), path.join(resultsDir, 'latest.md'));
  console.info(`\n${markdown}`);
  console.info(`Saved bench/results/${base}.json and .md (latest.md, latest-scale${scale}.md).`);
  if (check) {
    const failed = results.flatMap((r) =>
      r.endpoints.filter((e) => e.median.errors > 0 || e.median.non2xx > 0 || e.median.rps === 0),
    );
    if (failed.length) {
      console.error(
        `Failed: ${failed.map((e) => `${e.name} (${e.median.errors} errors, ${e.median.non2xx} non-2xx)`).join(', ')}`,
      );
      process.exitCode = 1;
    } else console.info('Check: every endpoint ran with no errors.');
  }
}

await main();
