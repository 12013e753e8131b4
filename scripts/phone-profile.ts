/**
 * `npm run phone-profile [-- --runs 3 --url http://127.0.0.1:PORT]`
 *
 * What a visitor on a mid-range phone gets: Chromium with the mobile viewport, Slow 4G (562.5 ms round trip,
 * 1,474.56 kbit/s down, 675 kbit/s up: Lighthouse's Slow 4G as applied by DevTools) and the CPU slowed down
 * four times, on /, /restaurants and a restaurant page, signed out, against the production build served
 * by the production server with the demo data (a fresh PGlite folder in bench/data/phone-profile).
 *
 * For each page it prints the median over the runs of:
 * - first paint (First Contentful Paint);
 * - the first working tap on the mobile menu button: from the moment the button is painted, it is tapped
 *   every 100 ms until the menu opens; the figure is when that tap was made;
 * - on the restaurant page, the first working tap on "Save to Favorites" (signed out: it must lead to /auth);
 * - hydrated: when the scripts have run (`<html data-app-ready>`).
 * A tap that works before the scripts have run shows as a tap time below the hydration time.
 * `--url` profiles a server already running there instead (another build with its demo data, started by
 * hand), for figures old beside new.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureWebBuild } from '../src/server/cli/build-if-stale';
import { numberArg, parseArgs } from '../bench/lib/args';
import { benchRoot, resultsDir, type Dataset } from '../bench/lib/datasets';
import { startBenchServer } from '../bench/lib/server';

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 30_000;

interface Run {
  firstPaintMs: number;
  menuTapMs: number;
  favouriteTapMs?: number;
  hydratedMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds since the navigation started, as the page's own clock tells it. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

async function throttledPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Taps `tap` every 100 ms from the moment `target` is visible until `worked` says so; returns when the tap was made. */
async function firstWorkingTap(
  page: Page,
  target: ReturnType<Page['locator']>,
  worked: () => Promise<boolean>,
): Promise<number> {
  await target.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
  const deadline = Date.now() + GIVE_UP_MS;
  let lastTapAt: number | null = null;
  while (Date.now() < deadline) {
    // A tap that submitted a form is taking the page elsewhere: that tap worked once the new page arrives.
    const at = await pageNow(page).catch(() => null);
    if (at === null && lastTapAt !== null) {
      await page.waitForLoadState('domcontentloaded', { timeout: GIVE_UP_MS });
      if (await worked().catch(() => false)) return lastTapAt;
      continue;
    }
    if (at === null) continue;
    lastTapAt = at;
    await target.tap({ timeout: 2_000, noWaitAfter: true }).catch(() => undefined);
    const start = Date.now();
    while (Date.now() - start < TAP_EVERY_MS * 3) {
      if (await worked().catch(() => false)) return at;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(`no tap worked within ${GIVE_UP_MS} ms`);
}

let baseUrl = '';

async function measure(browser: Browser, pathname: string, favourites: boolean) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menuTapMs = await firstWorkingTap(page, menuButton, () =>
      page.evaluate(() => Boolean(document.querySelector(':popover-open'))),
    );
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, {
      timeout: GIVE_UP_MS,
    });
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { firstPaintMs: paint ? paint.startTime : Number.NaN };
    });
    const hydratedMs = await page.evaluate(() => {
      const mark = performance.getEntriesByName('spey:app-ready')[0];
      return mark ? mark.startTime : performance.now();
    });
    let favouriteTapMs: number | undefined;
    if (favourites) {
      const fresh = await throttledPage(browser);
      try {
        await fresh.page.goto(`${baseUrl}${pathname}`, { waitUntil: 'commit' });
        favouriteTapMs = await firstWorkingTap(
          fresh.page,
          fresh.page.getByRole('button', { name: 'Save to Favorites' }),
          async () => fresh.page.url().includes('/auth'),
        );
      } finally {
        await fresh.context.close();
      }
    }
    return { firstPaintMs: timings.firstPaintMs, menuTapMs, favouriteTapMs, hydratedMs } satisfies Run;
  } finally {
    await context.close();
  }
}

async function main() {
  const args = parseArgs();
  const runs = numberArg(args, 'runs', 3);
  const externalUrl = args.get('url')?.replace(/\/+$/, '');
  let server: { url: string; stop(): Promise<void> };
  if (externalUrl !== undefined) server = { url: externalUrl, stop: async () => undefined };
  else {
    await ensureWebBuild();
    const dataDir = path.join(benchRoot, 'data', 'phone-profile');
    const dataset: Dataset = {
      kind: 'pglite',
      scale: 0,
      label: 'demo',
      dataDir,
      pgliteDir: path.join(dataDir, 'db'),
    };
    server = await startBenchServer(dataset, { seedDemo: true, rateLimits: true });
  }
  baseUrl = server.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const results: { page: string; runs: Run[] }[] = [];
  try {
    const board = (await (await fetch(`${server.url}/api/leaderboard`)).json()) as {
      mostReviewed: { id: string }[];
    };
    const detail = board.mostReviewed[0]?.id;
    const pages = ['/', '/restaurants', ...(detail ? [`/restaurants/${detail}`] : [])];
    console.info(`Phone profile: Slow 4G, ${CPU_SLOWDOWN}x CPU slowdown, 390×844, ${runs} runs per page`);
    for (const pathname of pages) {
      const name = pathname.startsWith('/restaurants/') ? '/restaurants/:id' : pathname;
      const entry = { page: name, runs: [] as Run[] };
      for (let run = 1; run <= runs; run += 1) {
        const result = await measure(browser, pathname, name === '/restaurants/:id');
        entry.runs.push(result);
        console.info(
          `  ${name.padEnd(17)} run ${run}: first paint ${Math.round(result.firstPaintMs)} ms, menu tap works at ` +
            `${Math.round(result.menuTapMs)} ms` +
            (result.favouriteTapMs === undefined
              ? ''
              : `, Save to Favorites at ${Math.round(result.favouriteTapMs)} ms`) +
            `, hydrated at ${Math.round(result.hydratedMs)} ms`,
        );
      }
      results.push(entry);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const cell = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
    return known.length ? String(Math.round(median(known))) : '—';
  };
  const lines = [
    `# Phone profile — ${new Date().toISOString()}`,
    '',
    `Slow 4G (562.5 ms RTT, 1,474.56 kbit/s down), ${CPU_SLOWDOWN}x CPU slowdown, 390×844, signed out, demo data; median of ${runs} runs (ms since navigation start).` +
      (externalUrl === undefined ? '' : ` Another build's server, at ${externalUrl}.`),
    '',
    '| page | first paint | menu tap works | Save to Favorites tap works | hydrated |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${cell(r.runs.map((x) => x.firstPaintMs))} | ${cell(r.runs.map((x) => x.menuTapMs))} | ` +
        `${cell(r.runs.map((x) => x.favouriteTapMs))} | ${cell(r.runs.map((x) => x.hydratedMs))} |`,
    ),
  ];
  const markdown = lines.join('\n') + '\n';
  mkdirSync(resultsDir, { recursive: true });
  // Another build's figures go beside this build's latest, not over them.
  const file =
    externalUrl === undefined
      ? 'phone-profile-latest.md'
      : `phone-profile-${new Date().toISOString().replace(/[:.]/g, '-')}-other-build.md`;
  writeFileSync(path.join(resultsDir, file), markdown);
  console.info(`\n${markdown}`);
}

await main();
