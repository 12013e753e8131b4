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
 * - `public`: what at least two of the public pages need besides the shell (cards, grids, review lists).
 * Libraries follow the code that uses them (only what it really uses, after tree-shaking); lazy imports
 * stay lazy.
 */
const appDir = path.join(root, 'src/web/app');
const SHELL_ROOTS = ['entry.client.tsx', 'root.tsx', 'routes/layouts/main.tsx'];
const PUBLIC_ROOTS = ['home', 'restaurants', 'restaurant-detail', 'reviews', 'search', 'leaderboard'].map(
  (page) => `routes/public/${page}.tsx`,
);
const shellModules = new Set<string>();
const publicModules = new Set<string>();

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
      for (const id of reach(SHELL_ROOTS)) shellModules.add(id);
      const uses = new Map<string, number>();
      for (const page of PUBLIC_ROOTS)
        for (const id of reach([page])) if (!shellModules.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, count] of uses) if (count >= 2) publicModules.add(id);
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
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                { name: 'shell', test: (id) => shellModules.has(id), priority: 1 },
                { name: 'public', test: (id) => publicModules.has(id), priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
