// Fails when the JavaScript a first visit to / or /restaurants downloads exceeds the budget (gzip).
// What a page loads comes from React Router's build manifest (dist/app/client/assets/manifest-*.js):
// the client entry and its imports, then each route module of the page (root, layout, page) and theirs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The budget is 150 KB (decision 038). React 19 with react-dom and React Router (the `vendor` chunk) are
// 105 KB of it; the document's own code (`shell`, with TanStack Query and the translator) and the public
// pages' shared code (`public`) most of the rest. Under lazy route discovery (React Router's default) the
// route manifest is written into the page, not fetched: it is not counted. The language's catalogues are
// printed apart: they are data the page waits for, fetched beside the scripts.
const BUDGET_KB = 150;
const client = path.resolve('dist/app/client');
const manifestFile = readdirSync(path.join(client, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) {
  console.error('no React Router manifest in dist/app/client/assets; run "npm run build"');
  process.exit(1);
}
const source = readFileSync(path.join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));

const pages = {
  '/': ['root', 'routes/layouts/main', 'routes/public/home'],
  '/restaurants': ['root', 'routes/layouts/main', 'routes/public/restaurants'],
};
const size = (file) => gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;

let failed = false;
for (const [page, routeIds] of Object.entries(pages)) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const kb = [...files].reduce((total, file) => total + size(file), 0) / 1024;
  const ok = kb <= BUDGET_KB;
  if (!ok) failed = true;
  console.log(
    `${page}: ${kb.toFixed(1)} KB gzipped JavaScript (budget ${BUDGET_KB} KB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
const catalogues = readdirSync(path.join(client, 'assets')).filter((f) =>
  /^(km|en)-core-[\w-]+\.js$/.test(f),
);
// The document preloads the visitor's catalogue beside the scripts (root.tsx, `virtual:spey-catalogues`):
// the server build must know the client build's catalogue files, or the page waits one round trip more.
const serverBuild = readFileSync(path.resolve('dist/app/server/index.js'), 'utf8');
for (const file of catalogues) {
  const preloaded = serverBuild.includes(`/assets/${file}`);
  if (!preloaded) failed = true;
  const kb = (size(`assets/${file}`) / 1024).toFixed(1);
  console.log(
    `  ${file.slice(0, 2)} catalogue of the public pages: ${kb} KB, ${preloaded ? 'preloaded' : 'NOT PRELOADED (the server build does not name it)'}`,
  );
}
process.exit(failed ? 1 : 0);
