/**
 * `npm run soak [-- --minutes 10 --db postgres|pglite --scale 1 --rate N --connections 50]`
 *
 * Runs the production server on the generated data at half the benchmarked peak (from the latest
 * bench:api result for that database and scale; --rate overrides) with a read mix plus ~5% writes
 * (reactions and review posts), for ten minutes by default. Loopback only, bounded in time.
 * Prints: errors (must be 0), memory growth (server RSS at minute 1 vs the end) and p99 drift
 * (first minute vs last minute). Saves bench/results/soak-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type RequestShape } from 'autocannon';
import { choiceArg, numberArg, parseArgs } from './lib/args';
import { writerCookies } from './lib/auth';
import { undoBenchWrites } from './lib/cleanup';
import { isSeeded, openDataset, resolveDataset, resultsDir, type Dataset } from './lib/datasets';
import { buildEndpoints, pickInputs, type BenchInputs } from './lib/endpoints';
import { rotate } from './lib/load';
import { findLatest } from './lib/report';
import { startBenchServer } from './lib/server';
import { lcg, postReviewRequests, reactionRequests } from './lib/writes';

/**
 * Share of each endpoint in the mix (per 199 requests): what browsing diners do, plus ~5% writes. Review posts
 * are rare enough that the signed-in writers' daily allowance (9 × 1,000) lasts ten minutes at 3,000 req/s.
 */
const MIX: Record<string, number> = {
  'home-featured': 16,
  'home-latest-reviews': 16,
  list: 30,
  'list-search': 16,
  'list-cuisine-price': 16,
  'list-open-now': 10,
  detail: 40,
  'detail-reviews': 30,
  'reviews-most-liked': 10,
  leaderboard: 6,
  reaction: 8,
  'post-review': 1,
};
const DEFAULT_RATE = 1000;

interface Minute {
  minute: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Throughput the mix would reach at peak: requests spend 1/rps of the server each (reads only in the result). */
function peakForMix(dataset: Dataset): { rate: number; source: string } | null {
  const latest = findLatest(resultsDir, dataset.kind, dataset.scale);
  if (!latest) return null;
  let weight = 0;
  let cost = 0;
  for (const endpoint of latest.result.endpoints) {
    const share = MIX[endpoint.name];
    if (!share || endpoint.median.rps <= 0) continue;
    weight += share;
    cost += share / endpoint.median.rps;
  }
  return cost > 0 ? { rate: Math.round(weight / cost), source: latest.file } : null;
}

async function main() {
  const args = parseArgs();
  const minutes = numberArg(args, 'minutes', 10);
  if (minutes > 60) throw new Error('--minutes is capped at 60');
  const kind = choiceArg(args, 'db', ['postgres', 'pglite'], 'postgres');
  const scale = numberArg(args, 'scale', 1);
  const connections = numberArg(args, 'connections', 50);
  const dataset = resolveDataset(kind, scale);
  if (!(await isSeeded(dataset)))
    throw new Error(`${dataset.label} has no data; run npm run bench:seed first`);

  const peak = peakForMix(dataset);
  const rate = args.has('rate')
    ? numberArg(args, 'rate', DEFAULT_RATE)
    : peak
      ? Math.round(peak.rate / 2)
      : DEFAULT_RATE;
  console.info(
    `Soak: ${dataset.label}, ${minutes} min at ${rate} req/s ` +
      (args.has('rate')
        ? '(--rate)'
        : peak
          ? `(half of the mix peak ${peak.rate} req/s from ${peak.source})`
          : '(no bench:api result yet: default)'),
  );

  let inputs: BenchInputs;
  {
    const database = await openDataset(dataset, 4);
    try {
      await undoBenchWrites(database);
      inputs = await pickInputs(database);
    } finally {
      await database.close();
    }
  }

  const server = await startBenchServer(dataset);
  const perMinute: Minute[] = [];
  let totals = { requests: 0, non2xx: 0, errors: 0 };
  try {
    const cookies = await writerCookies(dataset, server.url);
    const builders = new Map<string, () => RequestShape>();
    for (const endpoint of buildEndpoints(inputs)) {
      if (endpoint.kind === 'read') builders.set(endpoint.name, rotate(endpoint.paths));
    }
    builders.set('post-review', postReviewRequests(cookies, inputs, server.url));
    builders.set('reaction', reactionRequests(cookies, inputs, server.url));
    // A fixed, shuffled sequence of endpoint names with the mix's shares.
    const random = lcg(5);
    const sequence = Object.entries(MIX).flatMap(([name, share]) =>
      Array.from({ length: share }, () => name),
    );
    for (let i = sequence.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [sequence[i], sequence[j]] = [sequence[j], sequence[i]];
    }
    let turn = 0;
    const next = (): RequestShape => {
      const name = sequence[turn % sequence.length];
      turn += 1;
      const build = builders.get(name);
      if (!build) throw new Error(`no request builder for ${name}`);
      return build();
    };

    let bucket = { latencies: [] as number[], non2xx: 0, errors: 0 };
    const instance = autocannon({
      url: server.url,
      connections,
      duration: minutes * 60,
      overallRate: rate,
      timeout: 10,
      requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      bucket.latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) bucket.non2xx += 1;
    });
    instance.on('reqError', () => {
      bucket.errors += 1;
    });
    const closeMinute = () => {
      const b = bucket;
      bucket = { latencies: [], non2xx: 0, errors: 0 };
      const minute: Minute = {
        minute: perMinute.length + 1,
        requests: b.latencies.length,
        non2xx: b.non2xx,
        errors: b.errors,
        p50: Math.round(percentile(b.latencies, 50) * 10) / 10,
        p99: Math.round(percentile(b.latencies, 99) * 10) / 10,
        rssMb: Math.round(server.rss.sample()),
      };
      perMinute.push(minute);
      totals = {
        requests: totals.requests + minute.requests,
        non2xx: totals.non2xx + minute.non2xx,
        errors: totals.errors + minute.errors,
      };
      console.info(
        `  minute ${String(minute.minute).padStart(2)}: ${Math.round(minute.requests / 60)} req/s  p50 ${minute.p50} ms  ` +
          `p99 ${minute.p99} ms  non-2xx ${minute.non2xx}  errors ${minute.errors}  RSS ${minute.rssMb} MB`,
      );
    };
    const timer = setInterval(closeMinute, 60_000);
    await instance;
    clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let requests cut off at the end finish
    if (bucket.latencies.length > 1000) closeMinute(); // the tail of a run that is not whole minutes
  } finally {
    await server.stop();
    const database = await openDataset(dataset, 4);
    try {
      await undoBenchWrites(database);
    } finally {
      await database.close();
    }
  }

  const first = perMinute[0];
  const last = perMinute.at(-1);
  if (!first || !last) throw new Error('the soak produced no full minute');
  const growth = ((last.rssMb - first.rssMb) / first.rssMb) * 100;
  const drift = first.p99 > 0 ? ((last.p99 - first.p99) / first.p99) * 100 : 0;
  const summary = {
    createdAt: new Date().toISOString(),
    dataset: dataset.label,
    minutes,
    rate,
    connections,
    mix: MIX,
    totals,
    zeroErrors: totals.errors === 0 && totals.non2xx === 0,
    rssFirstMinuteMb: first.rssMb,
    rssEndMb: last.rssMb,
    rssGrowthPercent: Math.round(growth * 10) / 10,
    p99FirstMinuteMs: first.p99,
    p99LastMinuteMs: last.p99,
    p99DriftPercent: Math.round(drift * 10) / 10,
    perMinute,
  };
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `soak-${summary.createdAt.replace(/[:.]/g, '-')}-${dataset.kind}.json`);
  writeFileSync(file, JSON.stringify(summary, null, 2));
  console.info(
    `\n0 errors? ${summary.zeroErrors ? 'yes' : `NO (${totals.errors} errors, ${totals.non2xx} non-2xx)`}`,
  );
  console.info(
    `requests: ${totals.requests.toLocaleString('en')} (${Math.round(totals.requests / (perMinute.length * 60))} req/s)`,
  );
  console.info(
    `memory growth: ${summary.rssGrowthPercent}% (RSS ${first.rssMb} MB at minute 1 → ${last.rssMb} MB at the end)`,
  );
  console.info(
    `p99 drift: ${summary.p99DriftPercent}% (${first.p99} ms in the first minute → ${last.p99} ms in the last)`,
  );
  console.info(`Saved ${path.relative(process.cwd(), file)}`);
}

await main();
