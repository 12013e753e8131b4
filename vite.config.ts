import { defineConfig, type Plugin } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

export const alias = {
  '@/shared': path.join(root, 'src/shared'),
  '@/web': path.join(root, 'src/web'),
  '@/server': path.join(root, 'src/server'),
};

/**
 * Lists the self-hosted Khmer font files (regular and semibold) in the client manifest's build so the
 * document can preload them (src/web/app/root.tsx reads `virtual:spey-fonts`): Khmer text then does not
 * flash in a fallback font. Their hashed names are only known after the build (docs/glossary.md).
 */
function khmerFontPreloads(): Plugin {
  const id = 'virtual:spey-fonts';
  return {
    name: 'spey-khmer-font-preloads',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(source) {
      if (source !== `\0${id}`) return undefined;
      // The files are imported as URLs, so the build hashes and emits them and gives their final names.
      return [
        `import regular from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url';`,
        `import semibold from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-600-normal.woff2?url';`,
        `export default [regular, semibold];`,
      ].join('\n');
    },
  };
}

/**
 * The first visit's own code in few chunks (decision 038). Split along the import graph alone, the code of
 * the document (client entry, root, shared layout) and of the public pages was some sixty files of a few
 * hundred bytes, each compressed on its own. After the client graph is complete, this plugin walks the
 * static imports of our own sources from given route modules, so that the groups below take exactly:
 * - `shell`: what the document needs on every page;
 * - `public`: what at least two of the public pages need besides the shell (cards, grids, review lists);
 * - `restaurant`: what the restaurant page alone among the public pages needs besides those two, its
 *   libraries included (the tabs, the hours card, the Lucide icons it shares with signed-in pages only).
 *   Without it each such module shared with a page outside the public ones was a chunk of its own: the
 *   page's first visit was 22 files, all arriving with the stylesheet and the photo (decision 040).
 *   Nothing that `/`, `/restaurants` or another public page loads goes in it.
 * Libraries otherwise follow the code that uses them (only what it really uses, after tree-shaking); lazy
 * imports stay lazy.
 */
const appDir = path.join(root, 'src/web/app');
const SHELL_ROOTS = ['entry.client.tsx', 'root.tsx', 'routes/layouts/main.tsx'];
const PUBLIC_ROOTS = ['home', 'restaurants', 'restaurant-detail', 'reviews', 'search', 'leaderboard'].map(
  (page) => `routes/public/${page}.tsx`,
);
const RESTAURANT_ROOT = 'routes/public/restaurant-detail.tsx';
// TanStack Query's paged lists: every list of the public pages (the restaurants, the reviews, a
// restaurant's reviews, the search) pages through them, so they go with the public code. Reached only
// through the package's index, they would otherwise be a chunk of their own on each first visit.
const INFINITE_LISTS =
  /node_modules[\\/]@tanstack[\\/](react-query[\\/].*[\\/](useInfiniteQuery|infiniteQueryOptions)|query-core[\\/].*[\\/]infiniteQueryObserver)\.js$/;
const shellModules = new Set<string>();
const publicModules = new Set<string>();
const restaurantModules = new Set<string>();

/** Lucide's icon modules by every name its index exports them under. */
function lucideIcons(ids: string[]): Map<string, string> {
  const icons = new Map<string, string>();
  const index = ids.find((id) => /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id));
  if (!index) return icons;
  const exports = /export \{([^}]*)\} from '(\.\/icons\/[\w-]+\.mjs)'/g;
  for (const [, names = '', file = ''] of readFileSync(index, 'utf8').matchAll(exports))
    for (const name of names.split(','))
      icons.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        path.join(path.dirname(index), file),
      );
  return icons;
}

/** The names a source file of ours imports from a package (`import { A, B as C } from 'package'`). */
function namedImports(id: string, from: string): string[] {
  const file = id.split('?')[0] ?? '';
  if (!/\.tsx?$/.test(file) || !existsSync(file)) return [];
  const names: string[] = [];
  for (const [, list = '', source] of readFileSync(file, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g,
  ))
    if (source === from) names.push(...list.split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? ''));
  return names.filter(Boolean);
}

function firstVisitGroups(): Plugin {
  return {
    name: 'spey-first-visit-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (files: string[]) => {
        const roots = files.map((file) => path.join(appDir, file));
        const seen = new Set<string>();
        const queue = ids.filter((id) => roots.includes(id.split('?')[0]));
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id) || id.includes('node_modules')) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      shellModules.clear();
      publicModules.clear();
      restaurantModules.clear();
      for (const id of reach(SHELL_ROOTS)) shellModules.add(id);
      const uses = new Map<string, number>();
      for (const page of PUBLIC_ROOTS)
        for (const id of reach([page])) if (!shellModules.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, count] of uses) if (count >= 2) publicModules.add(id);
      // The restaurant group takes exactly its modules and icons, not their imports (Rolldown's default
      // would also take the libraries they share with lazy parts of other pages, and those would then load
      // this page's code). Icons come through Lucide's index, which names them all, so they are found by
      // the names our sources import; those the shell, the public code or another public page draws stay
      // where they are.
      const others = PUBLIC_ROOTS.filter((page) => page !== RESTAURANT_ROOT);
      const elsewhere = reach([...SHELL_ROOTS, ...others]);
      const own = [...reach([RESTAURANT_ROOT])].filter((id) => !elsewhere.has(id) && !publicModules.has(id));
      const icons = lucideIcons(ids);
      const iconsOf = (modules: Iterable<string>) =>
        new Set(
          [...modules].flatMap((id) =>
            namedImports(id, 'lucide-react').flatMap((name) => icons.get(name) ?? []),
          ),
        );
      const drawnElsewhere = iconsOf([...elsewhere, ...publicModules]);
      for (const id of own) restaurantModules.add(id);
      for (const icon of iconsOf(own)) if (!drawnElsewhere.has(icon)) restaurantModules.add(icon);
    },
  };
}

/**
 * The built addresses of the catalogue files (`src/web/i18n/catalogues/<language>-<core|more>.ts`), for
 * the document to preload the visitor's beside the scripts (src/web/app/root.tsx reads
 * `virtual:spey-catalogues`): otherwise the browser asks for it only once the client entry runs, one
 * round trip later, and hydration waits for it. The server build, which React Router runs after the
 * client build, reads them from the client build's Vite manifest; in development and in the client build
 * itself (which needs none) the list is empty.
 */
function cataloguePreloads(): Plugin {
  const id = 'virtual:spey-catalogues';
  const clientManifest = path.join(root, 'dist/app/client/.vite/manifest.json');
  return {
    name: 'spey-catalogue-preloads',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return undefined;
      const files: Record<string, string> = {};
      const { command } = this.environment.config;
      if (command === 'build' && this.environment.name !== 'client' && existsSync(clientManifest)) {
        const manifest = JSON.parse(readFileSync(clientManifest, 'utf8')) as Record<string, { file: string }>;
        for (const [source, chunk] of Object.entries(manifest)) {
          const match = /^src\/web\/i18n\/catalogues\/(\w+-\w+)\.ts$/.exec(source);
          if (match) files[match[1]!] = `/${chunk.file}`;
        }
      }
      return `export default ${JSON.stringify(files)};`;
    },
  };
}

export default defineConfig({
  publicDir: path.join(root, 'src/web/public'),
  plugins: [tailwindcss(), reactRouter(), khmerFontPreloads(), firstVisitGroups(), cataloguePreloads()],
  resolve: { alias },
  build: {
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Required by a group that does not take its modules' imports (`restaurant`): an entry (a route
          // module) may then export more than its own names.
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                { name: 'shell', test: (id) => shellModules.has(id), priority: 1 },
                {
                  name: 'public',
                  test: (id) => publicModules.has(id) || INFINITE_LISTS.test(id),
                  priority: 0,
                },
                {
                  name: 'restaurant',
                  test: (id) => restaurantModules.has(id),
                  priority: 0,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
