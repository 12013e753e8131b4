import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processCpuMs } from './cpu';
import type { LoadResult } from './load';

/**
 * The same load as `runLoad` (GET requests with fixed headers, a rotation of paths) from wrk, a load
 * generator written in C (Debian's package `wrk`). autocannon, in the bench's own process, shares the two
 * cores with the server and spends 50–85 µs of CPU per cached page it receives, more the bigger the page;
 * wrk spends about 20, so the server becomes the bottleneck and the figure is its own (decision 056).
 * With `cookies`, each request also carries the next session in turn, as `rotate` does for autocannon
 * (signed-in reads, decision 070).
 */
export interface WrkOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  paths: readonly string[];
  headers: Readonly<Record<string, string>>;
  /** Session cookies sent in turn with the paths (request i: path i mod P, cookie i mod C). */
  cookies?: readonly string[];
}

/** The most requests the script writes out in full: the rotation repeats after lcm(paths, cookies). */
const MAX_PREBUILT = 20_000;

export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

const lua = (value: string) => JSON.stringify(value);

/**
 * The Lua script: headers, the rotation, and a JSON summary. A plain path needs no per-request Lua; a
 * rotation sends requests written out once in `init` (wrk.format per request would cost Lua time on
 * every request, and the generator's CPU is what this load generator is chosen to keep small).
 */
function script(
  paths: readonly string[],
  headers: Readonly<Record<string, string>>,
  cookies: readonly string[],
): string {
  const lines = Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`);
  if (paths.length === 1 && cookies.length === 0) lines.push(`wrk.path = ${lua(paths[0] ?? '/')}`);
  else {
    const count = Math.min(MAX_PREBUILT, rotationLength(paths.length, Math.max(cookies.length, 1)));
    lines.push(`local paths = { ${paths.map(lua).join(', ')} }`);
    lines.push(`local cookies = { ${cookies.map(lua).join(', ')} }`);
    lines.push('local requests = {}');
    lines.push('init = function(args)');
    lines.push(`  for i = 0, ${count - 1} do`);
    lines.push('    local h = {}');
    lines.push('    for name, value in pairs(wrk.headers) do h[name] = value end');
    lines.push('    if #cookies > 0 then h["Cookie"] = cookies[(i % #cookies) + 1] end');
    lines.push('    requests[i + 1] = wrk.format("GET", paths[(i % #paths) + 1], h)');
    lines.push('  end');
    lines.push('end');
    lines.push('local n = 0');
    lines.push('request = function()');
    lines.push('  n = n + 1');
    lines.push('  return requests[((n - 1) % #requests) + 1]');
    lines.push('end');
  }
  lines.push('done = function(summary, latency, requests)');
  lines.push('  local e = summary.errors');
  lines.push(
    `  io.write(string.format('WRK_RESULT {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d}\\n', summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99)))`,
  );
  lines.push('end');
  return `${lines.join('\n')}\n`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** After how many requests the (path, cookie) pairs repeat. */
function rotationLength(paths: number, cookies: number): number {
  return (paths / gcd(paths, cookies)) * cookies;
}

interface WrkSummary {
  requests: number;
  duration_us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50_us: number;
  p99_us: number;
}

/** One wrk run of one thread (like one autocannon process): req/s over the run, p50 and p99 in ms. */
export async function runWrk(options: WrkOptions): Promise<LoadResult & { generatorCpuUs: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'spey-wrk-'));
  const file = path.join(dir, 'load.lua');
  writeFileSync(file, script(options.paths, options.headers, options.cookies ?? []));
  let generatorCpuMs = 0;
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'wrk',
        [
          '-t1',
          `-c${options.connections}`,
          `-d${options.duration}s`,
          '--timeout',
          '10s',
          '-s',
          file,
          options.url,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let text = '';
      // Its CPU time, read from /proc while it runs (the last reading before it exits).
      const sampler = setInterval(() => {
        if (child.pid !== undefined) generatorCpuMs = processCpuMs(child.pid) ?? generatorCpuMs;
      }, 50);
      child.on('close', () => clearInterval(sampler));
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`)),
      );
    });
    const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
    if (!line) throw new Error(`wrk printed no summary: ${output}`);
    const summary = JSON.parse(line.slice('WRK_RESULT '.length)) as WrkSummary;
    return {
      rps: Math.round(summary.requests / (summary.duration_us / 1e6)),
      p50: Math.round(summary.p50_us / 100) / 10,
      p99: Math.round(summary.p99_us / 100) / 10,
      total: summary.requests,
      errors: summary.connect + summary.read + summary.write + summary.timeout,
      non2xx: summary.status,
      statusCodes: {},
      generatorCpuUs: Math.round((generatorCpuMs * 1000) / Math.max(summary.requests, 1)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
