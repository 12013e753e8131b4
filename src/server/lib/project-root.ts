import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
