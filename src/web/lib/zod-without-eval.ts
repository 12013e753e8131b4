/**
 * Zod builds a faster parser for each object schema with `new Function`, and finds out whether it may by
 * calling `Function('')` once, when the first object schema is created. The pages' content security
 * policy allows no eval (script-src without 'unsafe-eval'), so in the browser that probe is a policy
 * violation: nothing breaks (zod catches it and parses without compiling), but the browser reports an
 * issue for it (Lighthouse's best practices count it). Zod reads its settings from
 * `globalThis.__zod_globalConfig`; with `jitless` it neither probes nor compiles.
 *
 * entry.client.tsx imports this module first. Its code then comes first in the `shell` chunk, before the
 * entry's top-level await (the catalogues): while the shell waits there, the browser goes on evaluating
 * the page's other chunks, schemas included, so a setting made after the await would come too late.
 * tests/e2e/restaurant-page-head.spec.ts fails on any policy violation. The server keeps the
 * compiled parsers: the setting is made in the browser only.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown>; document?: unknown };
if (typeof scope.document !== 'undefined')
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
