import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot, projectRoot } from '../../src/server/lib/project-root';

// The production server runs as a bundle (dist/server/*.js, scripts/build-server.mjs, decision 015), in
// which every module shares the bundle's import.meta.url; paths to files read at run time must come from
// the project root instead.
const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

describe('server code that works bundled', () => {
  it('finds the project root from the sources and from dist/server', () => {
    expect(projectRoot).toBe(root);
    expect(findProjectRoot(path.join(root, 'dist/server'))).toBe(root);
    expect(findProjectRoot(path.join(root, 'src/server/modules/seo'))).toBe(root);
  });

  it('reads its run-time files from places that exist', async () => {
    const { migrationsFolder } = await import('../../src/server/db/client');
    expect(existsSync(path.join(migrationsFolder, 'meta/_journal.json'))).toBe(true);
    expect(existsSync(path.join(root, 'src/web/i18n/locales/km'))).toBe(true);
  });

  it('uses import.meta, __dirname and require only in project-root.ts', () => {
    const offenders = [
      ...sourceFiles(path.join(root, 'src/server')),
      ...sourceFiles(path.join(root, 'src/shared')),
    ]
      .filter((file) => !file.endsWith(path.join('src/server/lib/project-root.ts')))
      .filter((file) =>
        /\bimport\.meta\b|\b__dirname\b|\b__filename\b|\brequire\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
