/**
 * How the browser build is cut into files, for a fast first visit (used by vite.config.ts).
 *
 * Left alone, Rolldown makes one chunk per set of importers: the home page needed ~60 files of 1–5 KB
 * (an icon, a button, a hook each). Over HTTP/1.1 a browser fetches six files at a time, so every batch
 * of six costs a round trip. Here the modules a first visit needs are grouped by where they are used:
 *
 * - `app`: what the entry (src/web/main.tsx) imports statically: runtime, router, query, i18n.
 * - `layout`: what the public shell (main-layout) adds.
 * - `public`: what home and the restaurant list use.
 * - `menus`: what the shell's two lazily loaded menus add (Radix menu, dialog, popper);
 *   `restaurant-detail`: what a restaurant's page adds (its review and owner tools stay off the first
 *   two pages); `overlays`: what those two share.
 *
 * A lazily loaded module itself (a page, the layout, a menu) stays out of the groups: its chunk would
 * otherwise become a one-line facade, one more file. The catalogues are grouped by
 * src/web/i18n/catalogues/*.ts. Everything else (owner, admin, the other pages) keeps Rolldown's
 * automatic chunks.
 *
 * "Uses" follows the names a module imports through a package's index file: `import { Menu } from
 * 'lucide-react'` needs the Menu icon, not the 1,600 icons that index re-exports (nor `radix-ui`'s
 * every primitive). Following every import of an index file would put each icon and primitive used
 * anywhere in the app into the first page's files.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

const GROUPS = ['app', 'layout', 'public', 'overlays', 'menus', 'restaurant-detail'] as const;
type GroupName = (typeof GROUPS)[number];

export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

const NAMED_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** Imports that use a module as a whole: namespace, default, side effect, `export * from`. */
const WHOLE_IMPORT =
  /(?:import\s*\*\s*as\s*[\w$]+|import\s+[\w$]+\s*(?:,\s*\{[^}]*\})?|export\s*\*(?:\s*as\s*[\w$]+)?)\s*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s*([\w$]+)\s*from\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /export\s*\{([^}]*)\}(?!\s*from)/g;

/** `a`, `a as b`, `type a` in braces → [imported or local name, name it is known by]. */
function bindings(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from.trim(), (to ?? from).trim()];
    });
}

/** What a package's index file re-exports: exported name → the specifier it comes from. */
function reexports(code: string): Map<string, string> {
  const sourceOf = new Map<string, string>();
  const imported = new Map<string, string>();
  for (const [, name, spec] of code.matchAll(NAMESPACE_IMPORT)) imported.set(name, spec);
  for (const [, list, spec] of code.matchAll(NAMED_IMPORT)) {
    for (const [, local] of bindings(list)) imported.set(local, spec);
  }
  for (const [, list, spec] of code.matchAll(NAMED_REEXPORT)) {
    for (const [, exported] of bindings(list)) sourceOf.set(exported, spec);
  }
  for (const [, list] of code.matchAll(LOCAL_EXPORT)) {
    for (const [local, exported] of bindings(list)) {
      const spec = imported.get(local);
      if (spec) sourceOf.set(exported, spec);
    }
  }
  return sourceOf;
}

export function firstVisitChunks(webRoot: string): { plugin: Plugin; groups: ChunkGroup[] } {
  const file = (relative: string) => path.join(webRoot, relative);
  const entry = file('main.tsx');
  const layout = file('components/layouts/main-layout.tsx');
  const pages = [
    file('app/routes/public/home.tsx'),
    file('app/routes/public/restaurants.tsx'),
    file('app/routes/public/restaurant-detail.tsx'),
  ] as const;
  const groupOf = new Map<string, GroupName>();

  async function usedImports(context: Rollup.PluginContext): Promise<Map<string, string[]>> {
    const resolve = async (spec: string, importer: string) => (await context.resolve(spec, importer))?.id;
    const indexes = new Map<string, Promise<Map<string, string | undefined> | null>>();
    /** A package index file's re-exports, resolved; null when it is not one. */
    const indexOf = (id: string) => {
      let known = indexes.get(id);
      if (!known) {
        known = (async () => {
          const code = context.getModuleInfo(id)?.code;
          if (!code || !id.includes(`${path.sep}node_modules${path.sep}`)) return null;
          const sources = reexports(code);
          if (sources.size === 0) return null;
          const resolved = new Map<string, string | undefined>();
          for (const [name, spec] of sources) resolved.set(name, await resolve(spec, id));
          return resolved;
        })();
        indexes.set(id, known);
      }
      return known;
    };

    const edges = new Map<string, string[]>();
    for (const id of context.getModuleIds()) {
      const info = context.getModuleInfo(id);
      if (!info) continue;
      const targets = new Set(info.importedIds);
      // Named imports from an index file lead to the modules those names come from.
      const namesBySource = new Map<string, string[]>();
      const usedWhole = new Set<string>();
      for (const [, spec, bare] of (info.code ?? '').matchAll(WHOLE_IMPORT)) {
        const source = await resolve(spec ?? bare, id);
        if (source) usedWhole.add(source);
      }
      for (const [, list, spec] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
        const source = await resolve(spec, id);
        if (source)
          namesBySource.set(source, [
            ...(namesBySource.get(source) ?? []),
            ...bindings(list).map(([n]) => n),
          ]);
      }
      for (const [source, names] of namesBySource) {
        if (usedWhole.has(source)) continue;
        const index = await indexOf(source);
        const origins = index ? names.map((name) => index.get(name)) : [];
        if (!index || origins.some((origin) => origin === undefined)) continue;
        targets.delete(source);
        for (const origin of origins) if (origin) targets.add(origin);
      }
      edges.set(id, [...targets]);
    }
    return edges;
  }

  const plugin: Plugin = {
    name: 'spey-first-visit-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const edges = await usedImports(this);
      const staticGraph = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(edges.get(id) ?? []));
        }
        return seen;
      };
      const lazyModules = new Set<string>([layout, ...pages]);
      const assign = (ids: Iterable<string>, group: GroupName) => {
        for (const id of ids) if (!groupOf.has(id) && !lazyModules.has(id)) groupOf.set(id, group);
      };

      groupOf.clear();
      // Not the entry itself: its chunk stays the build manifest's entry (scripts/check-size.mjs and the
      // server read it); index.html preloads `app` beside it.
      lazyModules.add(entry);
      assign(staticGraph(entry), 'app');
      const shell = staticGraph(layout);
      assign(shell, 'layout');
      const [home, list, detail] = pages;
      assign(staticGraph(home), 'public');
      assign(staticGraph(list), 'public');
      // The menus load on every page, right after it shows. What they share with a restaurant's page
      // (dialog, focus and layer primitives) is a file of its own: home and the list never load the
      // restaurant page's file, and a restaurant's page does not wait for the menus.
      const menus = [...shell]
        .filter((id) => id === layout || groupOf.get(id) === 'layout')
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      for (const menu of menus) lazyModules.add(menu);
      const menuModules = new Set(menus.flatMap((menu) => [...staticGraph(menu)]));
      const detailModules = staticGraph(detail);
      assign(
        [...detailModules].filter((id) => menuModules.has(id)),
        'overlays',
      );
      assign(menuModules, 'menus');
      assign(detailModules, 'restaurant-detail');
    },
  };

  const groups = GROUPS.map((name, index) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    priority: GROUPS.length - index,
  }));
  return { plugin, groups };
}
