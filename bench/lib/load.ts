import { performance } from 'node:perf_hooks';
import autocannon, { type RequestShape, type Result } from 'autocannon';
import pg from 'pg';

export interface LoadResult {
  /** Mean of autocannon's per-second request counts (all responses). */
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Socket errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export function summarize(result: Result): LoadResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(stat.count);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
  };
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  /** Builds each request in turn (path, method, headers, body). */
  next: () => RequestShape;
  overallRate?: number;
  /** Stop early after this many requests (the writers' daily review allowance). */
  maxRequests?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    overallRate: options.overallRate,
    // Each connection gets its share of the cap and sends no more. (Stopping the run once the cap was
    // reached took up to a second: at 2,000 posts/s, a thousand more were sent past the allowance.)
    maxOverallRequests: options.maxRequests,
    requests: [{ setupRequest: (request) => ({ ...request, ...options.next() }) }],
  });
  return summarize(await instance);
}

/** Round-robin over fixed GET paths; with cookies, each request also carries the next session in turn. */
export function rotate(paths: string[], cookies?: string[]): () => RequestShape {
  let i = 0;
  return () => {
    const path = paths[i % paths.length];
    const cookie = cookies?.length ? cookies[i % cookies.length] : undefined;
    i += 1;
    const headers: Record<string, string> = cookie ? { cookie } : {};
    return { method: 'GET', path, headers };
  };
}

export interface FloorResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 100) / 100;
}

/**
 * The floor: `concurrency` loops, each running one request's worth of SQL after another for
 * `duration` seconds, or until `maxIterations` have started; throughput and latency per iteration,
 * measured like the load generator does.
 */
export async function runFloor(
  iteration: (n: number) => Promise<void>,
  options: { concurrency: number; duration: number; maxIterations?: number },
): Promise<FloorResult> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const start = performance.now();
  const end = start + options.duration * 1000;
  let firstError: unknown;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end && counter < (options.maxIterations ?? Infinity)) {
        const n = counter;
        counter += 1;
        const t0 = performance.now();
        try {
          await iteration(n);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  if (firstError)
    console.warn('  floor error:', firstError instanceof Error ? firstError.message : firstError);
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    total: latencies.length,
    errors,
  };
}

/**
 * Waits until the server answers /api/health quickly again: requests cut off when a load phase ends are
 * still being served (on PGlite they queue behind its one connection), and must not spill into the next phase.
 */
export async function drain(baseUrl: string, databaseUrl?: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (databaseUrl) {
    // PostgreSQL may still be running queries of requests whose clients are gone (a fast /api/health only
    // proves that one pool connection is free): wait until no other backend of this database is active.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let idleInARow = 0;
      while (Date.now() < deadline && idleInARow < 3) {
        const result = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
        );
        idleInARow = (result.rows[0]?.n ?? 0) === 0 ? idleInARow + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      await client.end();
    }
  }
  let fastInARow = 0;
  while (Date.now() < deadline) {
    const start = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      fastInARow = performance.now() - start < 100 ? fastInARow + 1 : 0;
      if (fastInARow >= 3) return; // three quick answers half a second apart: nothing left queued
    } catch {
      fastInARow = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn(`  the server did not settle within ${timeoutMs / 1000} s`);
}
