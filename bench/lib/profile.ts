import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

export interface ProfileSummary {
  file: string;
  totalMs: number;
  topFunctions: { name: string; where: string; selfMs: number; percent: number }[];
  byPackage: { name: string; selfMs: number; percent: number }[];
}

const bundleModules = new Map<string, { line: number; source: string }[]>();

/**
 * The source file a line of the server bundle (dist/server/*.js) came from: esbuild puts a
 * `// src/…/file.ts` comment before each module's code. `url` itself when it is not the bundle.
 */
function sourceOf(url: string, lineNumber: number): { url: string; where?: string } {
  if (!/\/dist\/server\/[^/]+\.js$/.test(url)) return { url };
  let modules = bundleModules.get(url);
  if (!modules) {
    const starts: { line: number; source: string }[] = [];
    try {
      const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n');
      lines.forEach((text, line) => {
        const match = /^\/\/ ((?:src|bench)\/\S+\.tsx?)$/.exec(text);
        if (match) starts.push({ line, source: match[1] });
      });
    } catch {
      // the bundle is gone: keep the bundle's name
    }
    modules = starts;
    bundleModules.set(url, modules);
  }
  let found: string | undefined;
  for (const m of modules) {
    if (m.line > lineNumber) break;
    found = m.source;
  }
  if (!found) return { url };
  return {
    url: `${url.slice(0, url.indexOf('/dist/server/'))}/${found}`,
    where: `${found} (${path.basename(url)}:${lineNumber + 1})`,
  };
}

function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  const src = url.indexOf('/src/');
  if (src >= 0)
    return `spey ${url
      .slice(src + 1)
      .split('/')
      .slice(0, 3)
      .join('/')}`;
  return url.replace(/^file:\/\//, '');
}

/**
 * Self time per function and per package from the main thread's .cpuprofile in a folder (--cpu-prof
 * writes one per thread; the largest file is the main thread's). The server runs as a bundle: its
 * functions are told apart by the source file each part of dist/server/bench-child.js came from.
 */
export function summarizeProfile(folder: string, top = 20): ProfileSummary | null {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(path.join(folder, b)).size - statSync(path.join(folder, a)).size);
  const file = files[0];
  if (!file) return null;
  const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const interval = totalMs / Math.max(1, profile.samples.length);
  const byFunction = new Map<string, { name: string; where: string; selfMs: number }>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, lineNumber } = node.callFrame;
    const { url, where: inBundle } = sourceOf(node.callFrame.url, lineNumber);
    const name = functionName || '(anonymous)';
    const where =
      inBundle ??
      (url
        ? `${url.replace(/^file:\/\/.*?node_modules\//, '').replace(/^file:\/\/.*?\/src\//, 'src/')}:${lineNumber + 1}`
        : '');
    const key = `${name}@${where}`;
    const entry = byFunction.get(key) ?? { name, where, selfMs: 0 };
    entry.selfMs += hits * interval;
    byFunction.set(key, entry);
    const pkg =
      name === '(garbage collector)' ? '(garbage collector)' : name === '(idle)' ? '(idle)' : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits * interval);
  }
  const busy =
    [...byPackage.entries()].filter(([k]) => k !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0) || 1;
  return {
    // Relative to the checkout, so that a saved result names no folder of the machine it ran on.
    file: path.relative(process.cwd(), path.join(folder, file)),
    totalMs,
    topFunctions: [...byFunction.values()]
      .filter((f) => f.name !== '(idle)')
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, top)
      .map((f) => ({
        ...f,
        selfMs: Math.round(f.selfMs),
        percent: Math.round((f.selfMs / busy) * 1000) / 10,
      })),
    byPackage: [...byPackage.entries()]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, selfMs: Math.round(ms), percent: Math.round((ms / busy) * 1000) / 10 })),
  };
}

export function printProfile(summary: ProfileSummary) {
  console.info(`\nCPU profile of the server (${summary.file}), self time, busy time only:`);
  console.info('  by package / area:');
  for (const p of summary.byPackage) console.info(`    ${p.percent.toFixed(1).padStart(5)}%  ${p.name}`);
  console.info('  top functions:');
  for (const f of summary.topFunctions)
    console.info(`    ${f.percent.toFixed(1).padStart(5)}%  ${f.name}  ${f.where}`);
}
