import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useEnglish } from './support';

/**
 * The restaurant page's first screen: its banner photo is the page's largest paint, so the document's
 * head asks for it before anything else, at high priority, with the srcset and sizes the image itself
 * has (the browser then fetches the one variant it will draw). And no page breaks its own content
 * security policy: a violation (an eval probe, an inline script without the nonce) is a browser issue
 * that costs the page its best-practices score.
 */

async function mostReviewedRestaurant(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/leaderboard');
  const board = (await response.json()) as { mostReviewed: { id: string }[] };
  const id = board.mostReviewed[0]?.id;
  if (!id) throw new Error('no restaurant in the demo data');
  return id;
}

/** The value of one attribute in a tag as the server wrote it (React writes camelCase names in the head). */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1]?.replace(/&amp;/g, '&');
}

test('the banner photo is the first thing the head asks for, at high priority', async ({ request }) => {
  const id = await mostReviewedRestaurant(request);
  const response = await request.get(`/restaurants/${id}`, { headers: { 'accept-language': 'en' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));

  const img = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  expect(img, 'the banner image with fetchpriority="high"').toBeDefined();
  expect(attribute(img!, 'loading')).toBe('eager');
  const src = attribute(img!, 'src');
  expect(src).toMatch(/^\/uploads\/.+\.webp$/);
  const srcset = attribute(img!, 'srcset');
  const sizes = attribute(img!, 'sizes');
  expect(srcset).toContain('-640.webp 640w');

  const links = [...head.matchAll(/<link [^>]*>/gi)].map((match) => match[0]);
  const preloadIndex = links.findIndex(
    (link) => attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'image',
  );
  expect(preloadIndex, 'an image preload in the head').toBeGreaterThanOrEqual(0);
  const preload = links[preloadIndex]!;
  expect(attribute(preload, 'fetchPriority')).toBe('high');
  expect(attribute(preload, 'imageSrcSet')).toBe(srcset);
  expect(attribute(preload, 'imageSizes')).toBe(sizes);
  // Before the stylesheet and the scripts: on a connection that takes few requests at once, first.
  const stylesheetIndex = links.findIndex((link) => attribute(link, 'rel') === 'stylesheet');
  const firstScriptIndex = links.findIndex((link) => attribute(link, 'rel') === 'modulepreload');
  expect(preloadIndex).toBeLessThan(stylesheetIndex);
  expect(preloadIndex).toBeLessThan(firstScriptIndex);
  // Only one image is asked for at high priority.
  expect(html.match(/fetchpriority="high"/gi)?.length).toBe(2);

  // The page's scripts are first preloaded at low priority (the stylesheet and the photo go first); the
  // catalogue, which hydration waits for, is the only script preloaded without a priority of its own.
  const scripts = [...html.matchAll(/<link [^>]*>/gi)]
    .map((match) => match[0])
    .filter((link) => attribute(link, 'rel') === 'modulepreload');
  const firstOf = new Map<string, string>();
  for (const link of scripts) {
    const href = attribute(link, 'href') ?? '';
    if (!firstOf.has(href)) firstOf.set(href, link);
  }
  const atDefault = [...firstOf].filter(([, link]) => attribute(link, 'fetchPriority') !== 'low');
  expect(atDefault.map(([href]) => href)).toEqual([expect.stringMatching(/^\/assets\/en-core-[\w-]+\.js$/)]);
  expect(firstOf.size).toBeGreaterThan(5);
});

test('on a phone the browser fetches one variant of the banner, at high priority', async ({
  browser,
  request,
}) => {
  const id = await mostReviewedRestaurant(request);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const covers: { url: string; priority: string }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/uploads/'))
      covers.push({ url: new URL(event.request.url).pathname, priority: event.request.initialPriority });
  });
  await page.goto(`/restaurants/${id}`);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const banner = page.locator('main article img').first();
  await expect(banner).toBeVisible();
  const current = await banner.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  // Lighthouse's phone (412 px at density 1.75): the 640 px variant, fetched once (preload and image agree).
  expect(current).toMatch(/-640\.webp$/);
  expect(covers.filter((cover) => cover.url === current)).toEqual([{ url: current, priority: 'High' }]);
  expect(covers.filter((cover) => cover.url !== current)).toEqual([]);
  await context.close();
});

/** Collects the page's content security policy violations, as events and as browser issues. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { policyViolations?: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  return async () => [
    ...(await page.evaluate(
      () => (window as Window & { policyViolations?: string[] }).policyViolations ?? [],
    )),
    ...issues,
  ];
}

test('the restaurant page and the forms break no content security policy', async ({ page, request }) => {
  const id = await mostReviewedRestaurant(request);
  await useEnglish(page);
  const violations = await watchPolicy(page);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  for (const path of [
    `/restaurants/${id}`,
    `/restaurants/${id}?tab=menu`,
    `/restaurants/${id}?tab=reviews`,
    // Pages whose forms build zod schemas as they load.
    '/auth',
    '/become-a-partner',
  ]) {
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(await violations(), path).toEqual([]);
  }
  expect(messages).toEqual([]);
});
