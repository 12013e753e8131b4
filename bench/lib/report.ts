import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CpuPerAnswer, driverOnlyCeiling, serverlessCeiling } from './cpu';
import type { DbKind } from './datasets';
import type { FloorResult, LoadResult } from './load';

/** The targets the bench checks (PostgreSQL unless named): signed-in reads and writes against their floors. */
export const TARGETS = {
  /** Anonymous reads, served by the response cache. */
  readRps: 5000,
  readP99Ms: 25,
  /** Signed-in reads, which the cache never serves. */
  readFloorRatio: 0.8,
  floorVsSingleRow: 0.5,
  writeFloorRatio: 0.5,
  writeP99Ms: 100,
  pgliteVsPostgres: 0.4,
  pgliteWriteP99Ms: 500,
  rssMb: 300,
  scaleGrowth: 1.5,
} as const;

/** The thinnest Node server over the same SQL under wrk (`--bare`), with the CPU of its run. */
export type BareSample = LoadResult & { cpu: CpuPerAnswer };

export interface RunSample {
  api: LoadResult;
  floor?: FloorResult;
  rssMaxMb: number;
  /** CPU time per answer of the API run: the server, PostgreSQL, the load generator (autocannon: this process; or wrk). */
  cpu?: CpuPerAnswer;
  /** CPU time per replay of the floor: PostgreSQL, the bench's driver (`generator`; with PGlite, the database too). */
  floorCpu?: CpuPerAnswer;
  /** The bare server's run beside the same floor (`--bare`; the read's, for a `@wrk` row too). */
  bare?: BareSample;
}

export interface EndpointSummary {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  floorRps?: number;
  floorP50?: number;
  floorP99?: number;
  ratio?: number;
  /** Floor req/s ÷ the single-row floor's (reads): what a page costs the database against one row. */
  floorVsSingleRow?: number;
  rssMaxMb: number;
  cpu?: CpuPerAnswer;
  floorCpu?: CpuPerAnswer;
  /** The bare server's req/s, its ÷ floor (medians of the runs that had one), and its CPU per answer. */
  bareRps?: number;
  bareRatio?: number;
  bareCpu?: CpuPerAnswer;
}

export interface EndpointResult {
  name: string;
  kind: 'read' | 'write';
  description: string;
  statements?: number;
  runs: RunSample[];
  median: EndpointSummary;
}

export interface DbResult {
  kind: DbKind;
  dataset: string;
  scale: number;
  rssMaxMb: number;
  /** One restaurant row by primary key through the same pool, same concurrency (medians). */
  singleRowFloor?: { rps: number; p50: number; p99: number };
  endpoints: EndpointResult[];
  profile?: unknown;
}

export interface BenchFile {
  createdAt: string;
  machine: { cpus: number; node: string; postgres?: string; loadAverageAtStart?: number };
  options: {
    duration: number;
    connections: number;
    poolSize: number;
    runs: number;
    /** The server's RESPONSE_CACHE_TTL_MS (results before it existed: no cache). */
    responseCacheMs?: number;
    /** Reads sent with session cookies (--signed-in). */
    signedIn?: boolean;
    /** What loaded the reads (--generator; autocannon before it existed). Writes are always autocannon's. */
    generator?: 'autocannon' | 'wrk' | 'both';
    floor: string;
  };
  results: DbResult[];
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function summarizeRuns(runs: RunSample[], singleRowRps?: number): EndpointSummary {
  const floors = runs.map((r) => r.floor).filter((f): f is FloorResult => f !== undefined);
  const rps = median(runs.map((r) => r.api.rps));
  const floorRps = floors.length ? median(floors.map((f) => f.rps)) : undefined;
  return {
    rps,
    p50: median(runs.map((r) => r.api.p50)),
    p99: median(runs.map((r) => r.api.p99)),
    errors: runs.reduce((sum, r) => sum + r.api.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.api.non2xx, 0),
    floorRps,
    floorP50: floors.length ? median(floors.map((f) => f.p50)) : undefined,
    floorP99: floors.length ? median(floors.map((f) => f.p99)) : undefined,
    ratio: floorRps ? Math.round((rps / floorRps) * 100) / 100 : undefined,
    floorVsSingleRow:
      floorRps && singleRowRps ? Math.round((floorRps / singleRowRps) * 100) / 100 : undefined,
    rssMaxMb: Math.round(Math.max(...runs.map((r) => r.rssMaxMb))),
    cpu: medianCpu(runs.map((r) => r.cpu)),
    floorCpu: medianCpu(runs.map((r) => r.floorCpu)),
    ...bareSummary(runs),
  };
}

function bareSummary(runs: RunSample[]): Pick<EndpointSummary, 'bareRps' | 'bareRatio' | 'bareCpu'> {
  const paired = runs.filter((r) => r.bare && r.floor);
  if (paired.length === 0) return {};
  return {
    bareRps: median(paired.map((r) => r.bare?.rps ?? 0)),
    bareRatio:
      Math.round(median(paired.map((r) => (r.bare?.rps ?? 0) / Math.max(1, r.floor?.rps ?? 1))) * 100) / 100,
    bareCpu: medianCpu(paired.map((r) => r.bare?.cpu)),
  };
}

function medianCpu(samples: (CpuPerAnswer | undefined)[]): CpuPerAnswer | undefined {
  const known = samples.filter((c): c is CpuPerAnswer => c !== undefined);
  if (known.length === 0) return undefined;
  return {
    server: median(known.map((c) => c.server)),
    postgres: median(known.map((c) => c.postgres)),
    generator: median(known.map((c) => c.generator)),
  };
}

const cpuSum = (c: CpuPerAnswer) => c.server + c.postgres + c.generator;

const ceiling = (
  api: CpuPerAnswer,
  floor: CpuPerAnswer | undefined,
  bound: (api: CpuPerAnswer, floor: CpuPerAnswer) => number | undefined,
) => {
  const value = floor ? bound(api, floor) : undefined;
  return value === undefined ? '–' : value.toFixed(2);
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const num = (n: number | undefined, digits = 0) =>
  n === undefined
    ? '–'
    : n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The latest saved result for a database and scale, other than `exclude`. */
export function findLatest(
  resultsDir: string,
  kind: DbKind,
  scale: number,
  exclude?: string,
): { file: string; result: DbResult } | null {
  if (!existsSync(resultsDir)) return null;
  const files = readdirSync(resultsDir)
    .filter((f) => f.startsWith('api-') && f.endsWith('.json') && f !== exclude)
    .sort()
    .reverse();
  for (const file of files) {
    const data = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as BenchFile;
    const result = data.results.find((r) => r.kind === kind && r.scale === scale);
    if (result) return { file, result };
  }
  return null;
}

function generatorText(generator: BenchFile['options']['generator']): string {
  if (generator === 'wrk') return 'reads loaded by wrk, writes by autocannon';
  if (generator === 'both')
    return 'each read loaded by autocannon, then by wrk (`@wrk`), beside one floor; writes by autocannon';
  return 'autocannon';
}

export function renderMarkdown(
  data: BenchFile,
  others: { kind: DbKind; scale: number; file: string; result: DbResult }[],
): string {
  const lines: string[] = [];
  const o = data.options;
  lines.push(`# API benchmark — ${data.createdAt}`);
  lines.push('');
  lines.push(
    `${data.machine.cpus} cores, Node ${data.machine.node}${data.machine.postgres ? `, PostgreSQL ${data.machine.postgres}` : ''}; ` +
      `${generatorText(o.generator)}, ${o.connections} connections × ${o.duration} s per endpoint, median of ${o.runs} run(s); ` +
      `server pool ${o.poolSize}; response cache ${o.responseCacheMs ? `${o.responseCacheMs} ms` : 'off'}; ` +
      `reads ${o.signedIn ? 'signed in (session cookies)' : 'anonymous'}; floor: ${o.floor}.`,
  );
  if (data.machine.loadAverageAtStart !== undefined) {
    const load = data.machine.loadAverageAtStart;
    lines.push('');
    lines.push(
      `1-minute load average before the run: ${load.toFixed(2)}` +
        (load > 1
          ? ' — **the machine was busy with other work; these numbers understate the server.**'
          : '.'),
    );
  }
  const all = [
    ...data.results.map((r) => ({ result: r, file: 'this run' })),
    ...others.map((x) => ({ result: x.result, file: x.file })),
  ];
  for (const { result, file } of all) {
    lines.push('');
    lines.push(
      `## ${result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — scale ${result.scale} (${result.dataset}; ${file})`,
    );
    lines.push('');
    lines.push(
      '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx | floor req/s | floor p50 | floor p99 | API/floor | floor/1-row | RSS max MB |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const single = result.singleRowFloor;
    if (single) {
      lines.push(
        `| _single row (floor only)_ | – | – | – | – | – | ${num(single.rps)} | ${num(single.p50, 1)} | ${num(single.p99, 1)} | – | 1.00 | – |`,
      );
    }
    for (const e of result.endpoints) {
      const m = e.median;
      lines.push(
        `| ${e.name} | ${num(m.rps)} | ${num(m.p50, 1)} | ${num(m.p99, 1)} | ${m.errors} | ${m.non2xx} | ${num(m.floorRps)} | ` +
          `${num(m.floorP50, 1)} | ${num(m.floorP99, 1)} | ${m.ratio === undefined ? '–' : m.ratio.toFixed(2)} | ` +
          `${m.floorVsSingleRow === undefined ? '–' : m.floorVsSingleRow.toFixed(2)} | ${m.rssMaxMb} |`,
      );
    }
    lines.push('');
    lines.push(
      `Server RSS max over the run: **${Math.round(result.rssMaxMb)} MB** ${mark(result.rssMaxMb <= TARGETS.rssMb)} (target ≤ ${TARGETS.rssMb} MB).`,
    );
    const withCpu = result.endpoints.filter((e) => e.median.cpu);
    if (withCpu.length) {
      lines.push('');
      lines.push(
        'Where the CPU went, µs per answer (from /proc around each run; every process shares the same cores). ' +
          'API: the server, PostgreSQL, the load generator (autocannon in the bench’s process, or wrk for the rows so marked). Floor: PostgreSQL and the bench’s driver (with PGlite the driver runs the database). ' +
          'The last two columns are the API/floor a server would reach if it cost no CPU (the floor’s sum over the API run’s PostgreSQL and load generator), ' +
          'and if it cost only what the floor’s driver spends on the same statements and rows (the floor’s sum over those two plus the floor’s driver).',
      );
      lines.push('');
      lines.push(
        '| endpoint | API: server | PostgreSQL | load generator | sum | floor: PostgreSQL | driver | sum | API sum ÷ floor sum | API/floor with a server at 0 µs | with a server costing only its driver |',
      );
      lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const e of withCpu) {
        const c = e.median.cpu;
        const f = e.median.floorCpu;
        if (!c) continue;
        lines.push(
          `| ${e.name} | ${num(c.server)} | ${num(c.postgres)} | ${num(c.generator)} | ${num(cpuSum(c))} | ` +
            `${f ? num(f.postgres) : '–'} | ${f ? num(f.generator) : '–'} | ${f ? num(cpuSum(f)) : '–'} | ` +
            `${f && cpuSum(f) ? (cpuSum(c) / cpuSum(f)).toFixed(2) : '–'} | ${ceiling(c, f, serverlessCeiling)} | ${ceiling(c, f, driverOnlyCeiling)} |`,
        );
      }
    }
    const withBare = result.endpoints.filter(
      (e) => e.median.bareRps !== undefined && !e.name.endsWith('@wrk'),
    );
    if (withBare.length) {
      lines.push('');
      lines.push(
        'The thinnest Node server over the same SQL (`--bare`: `node:http`, the captured statements through a pool of the same size, ' +
          'the last one’s rows as JSON, no framework, session, validation or query building), loaded by wrk with the same paths and cookies, beside the same floor. ' +
          'API/floor is the real server’s, on the generator of the row named `@wrk` when there is one.',
      );
      lines.push('');
      lines.push(
        '| read | bare req/s | bare/floor | API/floor (wrk) | API ÷ bare | bare server µs | PostgreSQL µs | wrk µs |',
      );
      lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const e of withBare) {
        const m = e.median;
        const onWrk = result.endpoints.find((x) => x.name === `${e.name}@wrk`)?.median ?? m;
        const c = m.bareCpu;
        lines.push(
          `| ${e.name} | ${num(m.bareRps)} | ${m.bareRatio?.toFixed(2) ?? '–'} | ${onWrk.ratio?.toFixed(2) ?? '–'} | ` +
            `${m.bareRps ? (onWrk.rps / m.bareRps).toFixed(2) : '–'} | ${c ? num(c.server) : '–'} | ${c ? num(c.postgres) : '–'} | ${c ? num(c.generator) : '–'} |`,
        );
      }
    }
  }

  // Targets
  lines.push('');
  lines.push('## Targets');
  lines.push('');
  const byKey = new Map(all.map(({ result }) => [`${result.kind}:${result.scale}`, result]));
  const pgAtScale = (scale: number) => byKey.get(`postgres:${scale}`);
  for (const result of all.map((a) => a.result)) {
    const reads = result.endpoints.filter((e) => e.kind === 'read');
    const writes = result.endpoints.filter((e) => e.kind === 'write');
    const below = (rows: EndpointResult[], value: (e: EndpointResult) => number | undefined, min: number) =>
      rows.filter((e) => {
        const v = value(e);
        return v !== undefined && v < min;
      });
    const listed = (rows: EndpointResult[], value: (e: EndpointResult) => number | undefined) =>
      rows.length ? ` (below: ${rows.map((e) => `${e.name} ${value(e)?.toFixed(2)}`).join(', ')})` : '';
    if (result.kind === 'postgres' && !o.signedIn) {
      const slow = reads.filter((e) => e.median.rps < TARGETS.readRps || e.median.p99 > TARGETS.readP99Ms);
      lines.push(
        `- PostgreSQL scale ${result.scale}: every anonymous read ≥ ${TARGETS.readRps} req/s with p99 ≤ ${TARGETS.readP99Ms} ms — ` +
          `${mark(slow.length === 0)}${slow.length ? ` (missed: ${slow.map((e) => `${e.name} ${num(e.median.rps)} req/s, p99 ${num(e.median.p99, 1)} ms`).join('; ')})` : ''}`,
      );
    }
    if (result.kind === 'postgres') {
      const ratio = (e: EndpointResult) => e.median.ratio;
      const lowReads = below(reads, ratio, TARGETS.readFloorRatio);
      const bounds = reads
        .map((e) =>
          e.median.cpu && e.median.floorCpu ? driverOnlyCeiling(e.median.cpu, e.median.floorCpu) : undefined,
        )
        .filter((v): v is number => v !== undefined);
      lines.push(
        `- PostgreSQL scale ${result.scale}: every read's API/floor ≥ ${TARGETS.readFloorRatio} — ${mark(lowReads.length === 0)}` +
          listed(lowReads, ratio) +
          (bounds.length
            ? `; a server costing only its driver would reach ${Math.min(...bounds).toFixed(2)}–${Math.max(...bounds).toFixed(2)}`
            : ''),
      );
      const perRow = (e: EndpointResult) => e.median.floorVsSingleRow;
      const costly = below(reads, perRow, TARGETS.floorVsSingleRow);
      lines.push(
        `- PostgreSQL scale ${result.scale}: every read's floor ≥ ${TARGETS.floorVsSingleRow}× the single row's — ${mark(costly.length === 0)}` +
          listed(costly, perRow),
      );
      const slowWrites = writes.filter(
        (e) =>
          (e.median.ratio !== undefined && e.median.ratio < TARGETS.writeFloorRatio) ||
          e.median.p99 > TARGETS.writeP99Ms,
      );
      if (writes.length) {
        lines.push(
          `- PostgreSQL scale ${result.scale}: writes ≥ ${TARGETS.writeFloorRatio}× their floor with p99 ≤ ${TARGETS.writeP99Ms} ms — ` +
            `${mark(slowWrites.length === 0)}: ` +
            writes
              .map(
                (e) =>
                  `${e.name} ${e.median.ratio === undefined ? '–' : e.median.ratio.toFixed(2)}, p99 ${num(e.median.p99)} ms`,
              )
              .join('; '),
        );
      }
    }
    const errs = result.endpoints.filter((e) => e.median.errors > 0 || e.median.non2xx > 0);
    lines.push(
      `- ${result.kind} scale ${result.scale}: no errors / non-2xx — ${mark(errs.length === 0)}` +
        `${errs.length ? ` (${errs.map((e) => `${e.name}: ${e.median.errors} errors, ${e.median.non2xx} non-2xx`).join('; ')})` : ''}`,
    );
    lines.push(
      `- ${result.kind} scale ${result.scale}: server RSS ≤ ${TARGETS.rssMb} MB — ${mark(result.rssMaxMb <= TARGETS.rssMb)} (${Math.round(result.rssMaxMb)} MB)`,
    );
    if (result.kind === 'pglite') {
      const pg = pgAtScale(result.scale);
      if (pg && writes.length) {
        const rows = writes.map((e) => {
          const other = pg.endpoints.find((p) => p.name === e.name);
          const ratio = other && other.median.rps ? e.median.rps / other.median.rps : undefined;
          return { name: e.name, ratio, p99: e.median.p99 };
        });
        const low = rows.filter(
          (r) =>
            (r.ratio !== undefined && r.ratio < TARGETS.pgliteVsPostgres) || r.p99 > TARGETS.pgliteWriteP99Ms,
        );
        lines.push(
          `- PGlite writes ≥ ${TARGETS.pgliteVsPostgres}× PostgreSQL's (req/s, scale ${result.scale}) with p99 ≤ ${TARGETS.pgliteWriteP99Ms} ms — ` +
            `${mark(low.length === 0)}: ` +
            rows
              .map(
                (r) => `${r.name} ${r.ratio === undefined ? '–' : r.ratio.toFixed(2)}, p99 ${num(r.p99)} ms`,
              )
              .join('; '),
        );
      }
    }
    if (result.kind === 'postgres' && result.scale !== 1) {
      const base = pgAtScale(1);
      if (base) {
        const rows = reads.map((e) => {
          const b = base.endpoints.find((x) => x.name === e.name);
          return { name: e.name, growth: b && b.median.p50 ? e.median.p50 / b.median.p50 : undefined };
        });
        const high = rows.filter((r) => r.growth !== undefined && r.growth > TARGETS.scaleGrowth);
        lines.push(
          `- p50 growth scale ${result.scale} vs 1 ≤ ${TARGETS.scaleGrowth}× — ${mark(high.length === 0)}: ` +
            rows.map((r) => `${r.name} ${r.growth === undefined ? '–' : r.growth.toFixed(2)}×`).join(', '),
        );
      }
    }
  }
  lines.push('');
  lines.push(
    'Floor = the same SQL each request sends (captured through a Drizzle logger while the real app answers the path), ' +
      'replayed bare on the driver in the bench process with the same concurrency (50 loops) over a pool of the same size; ' +
      'for PGlite the server is stopped and the bench opens the folder itself (one in-process connection). ' +
      'Reference point: PostgREST’s published ~2,578 req/s for a single-row read on 2 vCPU.',
  );
  return lines.join('\n') + '\n';
}
