import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot as root } from '../lib/project-root';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Runs `npm run build` when the pages' build (dist/app) is missing or older than the sources it is made from. */
export async function ensureWebBuild() {
  const built = path.join(root, 'dist/app/server/index.js');
  const sources = [
    'src/web',
    'src/shared',
    'src/server',
    'vite.config.ts',
    'react-router.config.ts',
    'package-lock.json',
  ].map((p) => path.join(root, p));
  const sourceTime = Math.max(...sources.map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log(existsSync(built) ? 'Web build is stale; rebuilding…' : 'No web build yet; building…');
  // Always the production build: the server's own NODE_ENV (test, development) must not give the browser
  // React's development bundle.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(result.status ?? 1);
  }
}
