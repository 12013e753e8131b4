// Fails when the JavaScript a first visit to / or /restaurants downloads exceeds the budget (gzip).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const root = path.resolve('dist/web');
const manifest = JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'));

function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = {
  '/': ['app/routes/public/home.tsx', 'components/layouts/main-layout.tsx'],
  '/restaurants': ['app/routes/public/restaurants.tsx', 'components/layouts/main-layout.tsx'],
};
let failed = false;
for (const [route, modules] of Object.entries(routes)) {
  const keys = new Set(collect(entryKey));
  for (const m of modules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(m));
    if (key) collect(key, keys);
  }
  // A page drawn on the server starts its scripts through boot.js (src/web/public/boot.js).
  const boot = path.join(root, 'boot.js');
  let total = existsSync(boot) ? gzipSync(readFileSync(boot), { level: 9 }).length : 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    total += gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
  }
  const kb = total / 1024;
  const ok = kb <= BUDGET_KB;
  if (!ok) failed = true;
  console.log(
    `${route}: ${kb.toFixed(1)} KB gzipped JavaScript (budget ${BUDGET_KB} KB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(failed ? 1 : 0);
