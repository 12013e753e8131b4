import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { datasetSecret, projectRoot, type Dataset } from './datasets';

/** Samples a process's resident memory (VmRSS in /proc) a few times a second. */
export class RssSampler {
  private timer: NodeJS.Timeout;
  private sinceMark = 0;
  overall = 0;
  last = 0;

  constructor(
    private readonly pid: number,
    intervalMs = 200,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
    this.sample();
  }

  sample(): number {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const match = /VmRSS:\s+(\d+) kB/.exec(status);
      if (match) {
        this.last = Number(match[1]) / 1024;
        this.sinceMark = Math.max(this.sinceMark, this.last);
        this.overall = Math.max(this.overall, this.last);
      }
    } catch {
      // the process is gone
    }
    return this.last;
  }

  /** The highest RSS (MB) since the previous mark. */
  mark(): number {
    const max = Math.max(this.sinceMark, this.sample());
    this.sinceMark = 0;
    return max;
  }

  stop() {
    clearInterval(this.timer);
  }
}

export interface BenchServer {
  url: string;
  pid: number;
  rss: RssSampler;
  /** The server's process.memoryUsage() (MB, rounded), asked over IPC; undefined if it does not answer. */
  memory(options?: { collect?: boolean }): Promise<MemoryBreakdown | undefined>;
  stop(): Promise<void>;
}

/** process.memoryUsage() of the server in MB: the V8 heap, memory outside it (PGlite's WASM memory is an ArrayBuffer). */
export interface MemoryBreakdown {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export function formatMemory(m: MemoryBreakdown | undefined): string {
  if (!m) return '';
  return `rss ${m.rss} MB (heap ${m.heapUsed}/${m.heapTotal}, external ${m.external}, array buffers ${m.arrayBuffers})`;
}

export interface ServerOptions {
  poolSize?: number;
  /** Write a V8 CPU profile of the server into this folder on exit. */
  cpuProfDir?: string;
  rateLimits?: boolean;
  /** RESPONSE_CACHE_TTL_MS of the server (its default, 5000, when left out; 0 turns the cache off). */
  responseCacheMs?: number;
  /** RESPONSE_CACHE_PAGE_TTL_MS of the server (its default, 60000, when left out; 0: pages not kept). */
  pageCacheMs?: number;
  /** Let the server seed demo data into an empty database (Lighthouse without generated data). */
  seedDemo?: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The wrapper that starts the server's node with its runtime settings (glibc's malloc, decisions 043 and
 * 048): `npm start` uses the same file, so the bench measures the server as it is deployed.
 */
export const NODE_RUNTIME = path.join(projectRoot, 'scripts/node-runtime.sh');

/** The environment the production server gets for a data set (loopback only). */
export function serverEnv(dataset: Dataset, port: number, options: ServerOptions = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataset.dataDir,
    AUTH_SECRET: datasetSecret(dataset),
    DATABASE_POOL_SIZE: String(options.poolSize ?? 20),
    SEED_DEMO: options.seedDemo ? '1' : '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // Sign-in is limited to 5 a minute per address; the bench signs in thousands of writers from one.
    RATE_LIMITS: options.rateLimits ? '1' : '0',
  };
  if (options.responseCacheMs !== undefined) env.RESPONSE_CACHE_TTL_MS = String(options.responseCacheMs);
  if (options.pageCacheMs !== undefined) env.RESPONSE_CACHE_PAGE_TTL_MS = String(options.pageCacheMs);
  if (dataset.databaseUrl) env.DATABASE_URL = dataset.databaseUrl;
  // malloc settings to try instead of scripts/node-runtime.sh's own (BENCH_MALLOC_ARENA_MAX=0: glibc's default).
  if (process.env.BENCH_MALLOC_ARENA_MAX) env.MALLOC_ARENA_MAX = process.env.BENCH_MALLOC_ARENA_MAX;
  // BENCH_PGLITE_THREAD=0: the embedded database on the server's own thread, as before decision 066.
  if (process.env.BENCH_PGLITE_THREAD) env.PGLITE_THREAD = process.env.BENCH_PGLITE_THREAD;
  return env;
}

/** Builds the server bundle (dist/server/, scripts/build-server.mjs) when it is missing or stale. */
function ensureServerBundle() {
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/build-server.mjs')], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the server bundle did not build');
}

/**
 * Forks bench/server-child.ts as bundled into dist/server/bench-child.js (the production server, run by
 * plain node as `npm start` runs it: no tsx) and waits until it listens.
 */
export async function startBenchServer(dataset: Dataset, options: ServerOptions = {}): Promise<BenchServer> {
  ensureServerBundle();
  const port = await freePort();
  // An explicit execArgv, so the child does not inherit the tsx loader this process runs under.
  // BENCH_NODE_FLAGS: V8/Node flags for the server process (e.g. to try a heap setting).
  const execArgv: string[] = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  if (options.cpuProfDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`);
  const child: ChildProcess = fork(path.join(projectRoot, 'dist/server/bench-child.js'), [], {
    // Through scripts/node-runtime.sh, as `npm start` runs it; it execs this same node.
    execPath: NODE_RUNTIME,
    execArgv,
    cwd: projectRoot,
    env: { ...serverEnv(dataset, port, options), SPEY_NODE: process.execPath },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Never leave a server behind when the bench itself fails.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited during start-up (code ${code})`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('no server pid');
  const rss = new RssSampler(pid);
  let stopping: Promise<void> | undefined;
  const memory = (options: { collect?: boolean } = {}) =>
    new Promise<MemoryBreakdown | undefined>((resolve) => {
      if (!child.connected) return resolve(undefined);
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        resolve(undefined);
      }, 5000);
      const onMessage = (message: unknown) => {
        const usage = (message as { type?: string; usage?: NodeJS.MemoryUsage }).usage;
        if ((message as { type?: string }).type !== 'memory' || !usage) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
        resolve({
          rss: mb(usage.rss),
          heapTotal: mb(usage.heapTotal),
          heapUsed: mb(usage.heapUsed),
          external: mb(usage.external),
          arrayBuffers: mb(usage.arrayBuffers),
        });
      };
      child.on('message', onMessage);
      child.send({ type: 'memory', collect: options.collect === true });
    });
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    rss,
    memory,
    stop() {
      stopping ??= (async () => {
        rss.stop();
        if (child.exitCode === null) child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
