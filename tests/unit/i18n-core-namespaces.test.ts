import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, isCorePage } from '@/web/i18n/namespaces';

/**
 * The public pages' catalogues load at start-up in one file per language; the others load with the
 * pages marked `withAllCatalogues` in the router (src/web/i18n/namespaces.ts). A core page that used
 * another namespace would show its keys for a moment, until that file arrived.
 */
const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'src/web');
const core: string[] = [...CORE_NAMESPACES].sort();

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/web/')) base = path.join(webDir, spec.slice('@/web/'.length));
  else if (spec.startsWith('@/shared/')) base = path.join(root, 'src/shared', spec.slice('@/shared/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** The namespaces a module and everything it imports (statically or lazily) ask for. */
function namespacesUsed(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/useTranslation\(\s*(?:'([\w-]+)')?\s*\)|\bns:\s*'([\w-]+)'/g)) {
      used.add(m[1] ?? m[2] ?? 'common');
    }
    for (const m of source.matchAll(/(?:from\s+|import\(\s*)'([^']+)'/g)) {
      const target = resolveImport(file, m[1]!);
      if (target) stack.push(target);
    }
  }
  return used;
}

describe('core catalogue namespaces', () => {
  it('are the ones each language core file builds in, and the rest are in the other file', () => {
    const all = readdirSync(path.join(webDir, 'i18n/locales/en'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
    for (const language of ['km', 'en']) {
      const coreFile = readFileSync(path.join(webDir, `i18n/catalogues/${language}-core.ts`), 'utf8');
      const moreFile = readFileSync(path.join(webDir, `i18n/catalogues/${language}-more.ts`), 'utf8');
      const listed = (text: string) => /\{([\w,-]+)\}\.json/.exec(text)?.[1]?.split(',').sort();
      expect(listed(coreFile), `${language}-core.ts`).toEqual(core);
      expect(listed(moreFile), `${language}-more.ts leaves out the core namespaces`).toEqual(core);
      expect(coreFile).toContain(`../locales/${language}/`);
      expect(moreFile).toContain(`../locales/${language}/*.json`);
    }
    expect(all).toEqual(expect.arrayContaining(core));
  });

  it('cover everything the shell and the core pages (isCorePage) use', () => {
    const table = readFileSync(path.join(webDir, 'app/routes.ts'), 'utf8');
    const entries = [
      ...[...table.matchAll(/index\('([\w/.-]+)'\)/g)].map((m) => ({ sample: '/', file: m[1]! })),
      ...[...table.matchAll(/route\('([\w/:*.-]+)', '([\w/.-]+)'/g)].map((m) => ({
        sample: `/${m[1]!.replace(/:\w+/g, 'x')}`,
        file: m[2]!,
      })),
    ];
    const corePages = entries
      // The dashboards' child routes are written relative to /owner and /admin: never core pages.
      .filter((entry) => !/^routes\/(owner|admin)\//.test(entry.file) && isCorePage(entry.sample))
      .map((entry) => path.join(webDir, 'app', entry.file));
    expect(corePages.length).toBeGreaterThan(5);
    // The walk finds what a page uses through its components (self-check).
    expect([...namespacesUsed(path.join(webDir, 'app/routes/public/home.tsx'))]).toEqual(
      expect.arrayContaining(['home', 'hours', 'restaurants', 'reviews', 'claims']),
    );
    expect([...namespacesUsed(path.join(webDir, 'app/routes/public/about.tsx'))]).toContain('pages');
    const shell = ['components/layouts/main-layout.tsx', 'app/root.tsx'];
    for (const file of [...shell.map((f) => path.join(webDir, f)), ...corePages]) {
      expect(file).toBeDefined();
      const extra = [...namespacesUsed(file!)].filter((ns) => !core.includes(ns));
      expect(extra, path.relative(webDir, file!)).toEqual([]);
    }
  });
});
