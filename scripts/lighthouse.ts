/**
 * `npm run lighthouse [-- --runs 3 --db postgres|pglite|demo]`
 *
 * Lighthouse 12 (mobile, the default form factor with simulated throttling) on /, /restaurants and the
 * most-reviewed restaurant's page, against the production build served by the production server.
 * Data: the generated scale-1 data set (PostgreSQL spey_bench_s1 if generated, else the PGlite one),
 * or the demo data in a fresh PGlite folder when neither exists (or with --db demo). Chromium is
 * Debian's /usr/bin/chromium through chrome-launcher. Prints the median of each score over the runs and
 * the audits that fail in most runs; saves bench/results/lighthouse-<time>.json and lighthouse-latest.md.
 * `--pages /,/restaurants` limits the pages (`:id` stands for the detail page); `--reports <folder>` also
 * writes every run's full Lighthouse report there (audit details: which resource, which element).
 * Each page is requested a few times before its first audit, so the figures are those of a warm server.
 * `--signed-in` audits the pages as a signed-in visitor: a demo diner (demo data) or the bench user
 * (generated data) signs in once through the API and every request carries the session cookie, so the
 * pages are drawn for that visitor (never from the response cache, `Cache-Control: private`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../src/server/cli/build-if-stale';
import { choiceArg, numberArg, parseArgs } from '../bench/lib/args';
import { benchRoot, isSeeded, resolveDataset, resultsDir, type Dataset } from '../bench/lib/datasets';
import { signIn } from '../bench/lib/auth';
import { BENCH_PASSWORD, BENCH_USER_EMAIL } from '../bench/lib/constants';
import { startBenchServer } from '../bench/lib/server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/seed/demo-data';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Requests for each page before it is audited (see main). */
const WARM_UP_REQUESTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number] | 'cls', { min?: number; max?: number }> = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  'best-practices': { min: 95 },
  seo: { min: 95 },
  cls: { max: 0.05 },
};

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { code: string; message: string };
}

interface RunScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcpMs: number;
  failing: { id: string; title: string; category: string; displayValue?: string }[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function scoresOf(lhr: LhResult): RunScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: RunScores['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score < 0.9)
        failing.push({ id: audit.id, title: audit.title, category, displayValue: audit.displayValue });
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    failing,
  };
}

async function chooseData(choice: string): Promise<{ dataset: Dataset; label: string; seedDemo: boolean }> {
  if (choice !== 'demo') {
    const kinds =
      choice === 'pglite'
        ? (['pglite'] as const)
        : choice === 'postgres'
          ? (['postgres'] as const)
          : (['postgres', 'pglite'] as const);
    for (const kind of kinds) {
      const dataset = resolveDataset(kind, 1);
      if (await isSeeded(dataset))
        return { dataset, label: `generated scale-1 data (${dataset.label})`, seedDemo: false };
    }
    if (choice !== 'auto')
      throw new Error(`no generated scale-1 ${choice} data; run npm run bench:seed first`);
  }
  const dataDir = path.join(benchRoot, 'data', 'lighthouse-demo');
  const dataset: Dataset = {
    kind: 'pglite',
    scale: 0,
    label: 'demo',
    dataDir,
    pgliteDir: path.join(dataDir, 'db'),
  };
  return { dataset, label: 'demo data (bench/data/lighthouse-demo)', seedDemo: true };
}

/** The account a signed-in run uses: a demo diner on the demo data, the bench user on generated data. */
function signedInAccount(seedDemo: boolean): { email: string; password: string } {
  const diner = DEMO_ACCOUNTS.find((account) => account.key === 'diner');
  if (seedDemo && !diner) throw new Error('no demo diner account');
  return seedDemo && diner
    ? { email: diner.email, password: DEMO_PASSWORD }
    : { email: BENCH_USER_EMAIL, password: BENCH_PASSWORD };
}

/** One Lighthouse run in a fresh Chromium; a run that Lighthouse itself reports as broken is retried twice. */
async function audit(url: string, reportFile?: string, cookie?: string): Promise<RunScores> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const lhr = result?.lhr as unknown as LhResult | undefined;
      if (lhr && !lhr.runtimeError) {
        if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr, null, 2));
        return scoresOf(lhr);
      }
      lastError = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result';
      console.warn(`  (retrying ${url}: ${lastError})`);
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

async function main() {
  const args = parseArgs();
  const runs = numberArg(args, 'runs', 3);
  const data = await chooseData(choiceArg(args, 'db', ['auto', 'postgres', 'pglite', 'demo'], 'auto'));
  const onlyPages = args
    .get('pages')
    ?.split(',')
    .map((p) => p.trim());
  const reportsDir = args.get('reports') ? path.resolve(args.get('reports') ?? '') : undefined;
  const signedIn = args.has('signed-in');
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  await ensureWebBuild();
  const account = signedIn ? signedInAccount(data.seedDemo) : undefined;
  const visitor = account ? `signed in as ${account.email}` : 'signed out';
  console.info(`Lighthouse (mobile) × ${runs} on ${data.label}, ${visitor}`);

  const server = await startBenchServer(data.dataset, { seedDemo: data.seedDemo, rateLimits: true });
  const pages: { name: string; url: string; runs: RunScores[] }[] = [];
  try {
    const cookie = account ? await signIn(server.url, account.email, account.password) : undefined;
    const board = (await (await fetch(`${server.url}/api/leaderboard`)).json()) as {
      mostReviewed: { id: string }[];
    };
    const detailId = board.mostReviewed[0]?.id;
    const paths = ['/', '/restaurants', ...(detailId ? [`/restaurants/${detailId}`] : [])].filter(
      (p) => !onlyPages || onlyPages.includes(p.startsWith('/restaurants/') ? ':id' : p),
    );
    for (const pathname of paths) {
      const url = `${server.url}${pathname}`;
      // A server in service has drawn the page before: the first drawing after start-up (code compiled
      // on first use, a cold database) is not what a visitor waits for, so each page is asked for first.
      for (let warm = 0; warm < WARM_UP_REQUESTS; warm += 1)
        await (
          await fetch(url, {
            headers: { 'accept-language': 'en-US,en;q=0.9', ...(cookie ? { cookie } : {}) },
          })
        ).text();
      const page = {
        name: pathname.startsWith('/restaurants/') ? '/restaurants/:id' : pathname,
        url,
        runs: [] as RunScores[],
      };
      for (let run = 1; run <= runs; run += 1) {
        const slug =
          (page.name === '/' ? 'home' : page.name.replace(/^\//, '').replace(/[/:]+/g, '-')) +
          (cookie ? '-signed-in' : '');
        const scores = await audit(
          url,
          reportsDir ? path.join(reportsDir, `${slug}-${run}.json`) : undefined,
          cookie,
        );
        page.runs.push(scores);
        console.info(
          `  ${page.name.padEnd(18)} run ${run}: perf ${scores.performance}  a11y ${scores.accessibility}  ` +
            `bp ${scores['best-practices']}  seo ${scores.seo}  CLS ${scores.cls}  LCP ${scores.lcpMs} ms`,
        );
      }
      pages.push(page);
    }
  } finally {
    await server.stop();
  }

  const summary = pages.map((page) => {
    const med = {
      performance: median(page.runs.map((r) => r.performance)),
      accessibility: median(page.runs.map((r) => r.accessibility)),
      'best-practices': median(page.runs.map((r) => r['best-practices'])),
      seo: median(page.runs.map((r) => r.seo)),
      cls: median(page.runs.map((r) => r.cls)),
      lcpMs: median(page.runs.map((r) => r.lcpMs)),
    };
    // Audits failing in most runs.
    const counts = new Map<string, { audit: RunScores['failing'][number]; n: number }>();
    for (const run of page.runs) {
      for (const audit of run.failing) {
        const key = `${audit.category}:${audit.id}`;
        counts.set(key, { audit, n: (counts.get(key)?.n ?? 0) + 1 });
      }
    }
    const failing = [...counts.values()].filter((c) => c.n * 2 > page.runs.length).map((c) => c.audit);
    const missed = [
      ...CATEGORIES.filter((c) => med[c] < (TARGETS[c].min ?? 0)).map(
        (c) => `${c} ${med[c]} < ${TARGETS[c].min}`,
      ),
      ...(med.cls > (TARGETS.cls.max ?? 1) ? [`CLS ${med.cls} > ${TARGETS.cls.max}`] : []),
    ];
    return { page: page.name, url: page.url, median: med, failing, missed, runs: page.runs };
  });

  const lines = [
    `# Lighthouse — ${new Date().toISOString()}`,
    '',
    `Mobile (Lighthouse 12 defaults, simulated throttling), median of ${runs} runs, production build, ${data.label}, ${visitor}.`,
    'Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95, CLS ≤ 0.05.',
    '',
    '| page | performance | accessibility | best practices | SEO | CLS | LCP ms | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...summary.map(
      (s) =>
        `| ${s.page} | ${s.median.performance} | ${s.median.accessibility} | ${s.median['best-practices']} | ${s.median.seo} | ` +
        `${s.median.cls} | ${s.median.lcpMs} | ${s.missed.length ? `✗ ${s.missed.join('; ')}` : '✓'} |`,
    ),
    '',
    '## Failing audits (score < 0.9 in most runs)',
    '',
    ...summary.flatMap((s) => [
      `- ${s.page}: ${s.failing.length ? s.failing.map((f) => `${f.id} (${f.category}${f.displayValue ? `, ${f.displayValue}` : ''})`).join(', ') : 'none'}`,
    ]),
  ];
  const markdown = lines.join('\n') + '\n';
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-') + (signedIn ? '-signed-in' : '');
  writeFileSync(
    path.join(resultsDir, `lighthouse-${stamp}.json`),
    JSON.stringify({ data: data.label, visitor, runs, pages: summary }, null, 2),
  );
  writeFileSync(
    path.join(resultsDir, signedIn ? 'lighthouse-signed-in-latest.md' : 'lighthouse-latest.md'),
    markdown,
  );
  console.info(`\n${markdown}`);
}

await main();
