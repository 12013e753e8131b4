// Bundles the production server into dist/server/ so that `npm start` and the benchmarks run it with plain
// `node` instead of through tsx (decision 015): our TypeScript (src/server, src/shared, the '@/…' path
// aliases) becomes one ES module per entry; every npm package stays external, loaded from node_modules at
// run time. Files read at run time (migrations, i18n catalogues, dist/web) are found from the project root
// (src/server/lib/project-root.ts), so they are not copied.
//
//   node scripts/build-server.mjs            builds when an output is missing or older than its sources
//   node scripts/build-server.mjs --force    always builds
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');
/** Output name (dist/server/<name>.js) → entry point. */
const entryPoints = {
  start: 'src/server/cli/start.ts',
  'bench-child': 'bench/server-child.ts',
  // The embedded database's thread (src/server/db/pglite-thread-client.ts starts it).
  'pglite-thread': 'src/server/db/pglite-thread.ts',
};
/** What the bundle is made from: checked whole, besides every input the previous build recorded. */
const sources = [
  'src/server',
  'src/shared',
  'bench/server-child.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
];
/** The previous build's inputs (from esbuild's metafile), for files the entries import from elsewhere. */
const inputsFile = path.join(outdir, 'inputs.json');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a file deleted or renamed in this folder
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || /\.test\.tsx?$/.test(child)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the bundle must be (re)built, or null when it is up to date. */
function staleReason() {
  const outputs = Object.keys(entryPoints).map((name) => path.join(outdir, `${name}.js`));
  if (!outputs.every((file) => existsSync(file)) || !existsSync(inputsFile)) return 'no server bundle yet';
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return 'no record of the previous build';
  }
  for (const input of [...sources, ...inputs]) {
    const file = path.join(root, input);
    if (!existsSync(file)) {
      if (inputs.includes(input)) return `${input} is gone`;
      continue;
    }
    if (newestMtime(file) > builtAt) return `${input} changed`;
  }
  return null;
}

/** Builds dist/server/ with esbuild when it is missing or stale; returns whether it built. */
async function ensureServerBuild({ force = false } = {}) {
  const reason = force ? 'forced' : staleReason();
  if (!reason) return false;
  const started = Date.now();
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    // No banner defining require/__dirname: the sources use ES imports, and import.meta only in
    // src/server/lib/project-root.ts (tests/unit/server-bundle.test.ts keeps it so).
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  await esbuild.stop();
  // Each file is written beside its place and renamed into it, so a server starting from dist/server
  // meanwhile (another instance's `npm start`) reads the old bundle or the new one, never half of one.
  // The bundles carry the time the build started, so a source saved during the build still counts as newer.
  mkdirSync(outdir, { recursive: true });
  const stamp = new Date(started);
  const files = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    {
      path: inputsFile,
      contents: `${JSON.stringify(Object.keys(result.metafile.inputs).sort(), null, 2)}\n`,
    },
  ];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    if (file.path.endsWith('.js')) utimesSync(temporary, stamp, stamp);
    renameSync(temporary, file.path);
  }
  console.info(`server bundle built into dist/server in ${Date.now() - started} ms (${reason})`);
  return true;
}

try {
  await ensureServerBuild({ force: process.argv.includes('--force') });
} catch (error) {
  // esbuild has printed the details already.
  console.error(
    `the server bundle failed to build: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
  );
  process.exit(1);
}
