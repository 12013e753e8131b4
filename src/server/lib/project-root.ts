import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module. The server runs both from
 * its sources (tsx, vitest: this file is src/server/lib/project-root.ts) and from the prebuilt bundle
 * (every module shares dist/server/<entry>.js's import.meta.url), so paths to files read at run time
 * (migrations, the web build, the i18n catalogues) start here instead of at `import.meta.url`.
 */
export function findProjectRoot(from: string): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** True when this code runs from the prebuilt bundle (dist/server/<entry>.js) rather than its sources. */
export const runningBundled = /[\\/]dist[\\/]server[\\/][^\\/]+\.js$/.test(fileURLToPath(import.meta.url));

/**
 * What a worker thread starts from: the bundle's own build of it (dist/server/<name>.js, an entry of
 * scripts/build-server.mjs) when the server runs bundled; otherwise its TypeScript source through tsx's
 * loader (development, tests), which `eval` code registers first.
 */
export function workerEntry(name: string, source: string): { file: string; eval: boolean } {
  if (runningBundled) return { file: path.join(projectRoot, 'dist/server', `${name}.js`), eval: false };
  const url = pathToFileURL(path.join(projectRoot, source)).href;
  return {
    file: `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(url)}); });`,
    eval: true,
  };
}
