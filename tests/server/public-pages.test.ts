import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../support/catalogue';
import { restaurants, reviews } from '../../src/server/db/schema/index';
import {
  createSignedInUser,
  createTestApp,
  request,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../support/test-app';

/**
 * The public pages' heads (each route module's `meta`), the home page's latest reviews streamed behind
 * `<Suspense>`, and the lists' next pages as plain links, drawn on the server from the route modules.
 */
const km = { home: catalogue('km', 'home'), pages: catalogue('km', 'pages') };
const en = {
  home: catalogue('en', 'home'),
  pages: catalogue('en', 'pages'),
  reviews: catalogue('en', 'reviews'),
};

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LATEST_REVIEW = 'The freshest amok we have had this year';

let ctx: TestContext;
let restaurantId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { pages: true });
  // 30 restaurants: more than one page of the list (24).
  const rows = await ctx.db
    .insert(restaurants)
    .values(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Listed Kitchen ${String(index + 1).padStart(2, '0')}`,
        cuisine: 'Khmer',
        location: 'Phnom Penh',
      })),
    )
    .returning({ id: restaurants.id });
  restaurantId = rows[0]!.id;
  // 14 reviews: more than one page of /reviews (10); the newest is the one the home page shows first.
  const start = Date.UTC(2026, 0, 1);
  await ctx.db.insert(reviews).values(
    Array.from({ length: 14 }, (_, index) => ({
      restaurantId,
      rating: 4,
      comment: index === 13 ? LATEST_REVIEW : `Paged review number ${String(index + 1).padStart(2, '0')}`,
      createdAt: new Date(start + index * 60_000),
    })),
  );
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  request(ctx, { method: 'GET', url, headers: { accept: 'text/html', 'user-agent': BROWSER, ...headers } });

const head = (body: string) => body.slice(0, body.indexOf('</head>'));
const jsonLdBlocks = (body: string): unknown[] =>
  [...head(body).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
const canonical = (body: string) =>
  /<link rel="canonical" href="([^"]*)"\/>/.exec(head(body))?.[1]?.replace(/&amp;/g, '&');

describe('the public pages’ heads', () => {
  it('home: title, description, canonical, Open Graph, Twitter, WebSite with search and Organization', async () => {
    const response = await page('/?utm_source=chat', { 'accept-language': 'en' });
    const html = head(response.body);
    expect(html).toContain(`<title>Spey — ${en.home.pageTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${en.home.metaDescription}"/>`);
    expect(canonical(response.body)).toBe(`${TEST_PUBLIC_URL}/`);
    expect(html).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}/"/>`);
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    expect(html).toContain(`<meta name="twitter:title" content="Spey — ${en.home.pageTitle}"/>`);
    const [site] = jsonLdBlocks(response.body) as [{ '@graph': Record<string, unknown>[] }];
    expect(site['@graph']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'WebSite',
          url: `${TEST_PUBLIC_URL}/`,
          potentialAction: expect.objectContaining({
            '@type': 'SearchAction',
            target: expect.objectContaining({
              urlTemplate: `${TEST_PUBLIC_URL}/search?q={search_term_string}`,
            }),
          }) as unknown,
        }),
        expect.objectContaining({ '@type': 'Organization', name: 'Spey' }),
      ]),
    );
  });

  it('home and /about in Khmer for a Khmer visitor', async () => {
    const home = await page('/', { 'accept-language': 'km-KH,km;q=0.9' });
    expect(head(home.body)).toContain(`<title>Spey — ${km.home.pageTitle}</title>`);
    expect(head(home.body)).toContain('<meta property="og:locale" content="km_KH"/>');
    const about = await page('/about', { 'accept-language': 'en' });
    expect(head(about.body)).toContain(`<title>${en.pages.aboutTitle} | Spey</title>`);
    const aboutKm = await request(ctx, {
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'user-agent': BROWSER },
      cookie: 'lang=km',
    });
    expect(head(aboutKm.body)).toContain(`<title>${km.pages.aboutTitle} | Spey</title>`);
    expect(head(aboutKm.body)).toContain(`<meta name="description" content="${km.pages.aboutIntro}"/>`);
    expect(canonical(aboutKm.body)).toBe(`${TEST_PUBLIC_URL}/about`);
  });

  it('/restaurants keeps its filters in the canonical address and lists the restaurants as an ItemList', async () => {
    const response = await page('/restaurants?cuisine=Khmer&fbclid=abc&q=Listed', {
      'accept-language': 'en',
    });
    expect(canonical(response.body)).toBe(`${TEST_PUBLIC_URL}/restaurants?q=Listed&cuisine=Khmer`);
    const [list] = jsonLdBlocks(response.body) as [Record<string, unknown>];
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 24 });
    const items = list.itemListElement as { position: number; url: string; name: string }[];
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `${TEST_PUBLIC_URL}/restaurants/${restaurantId}`,
      name: 'Listed Kitchen 01',
    });
  });

  it('every public page has its own title, description and canonical address', async () => {
    const cases: [string, string, string][] = [
      ['/reviews?sort=most-liked&ref=x', `${en.reviews.allReviewsTitle} | Spey`, '/reviews?sort=most-liked'],
      ['/faq', `${en.pages.faqTitle} | Spey`, '/faq'],
      ['/terms', `${en.pages.termsTitle} | Spey`, '/terms'],
      ['/privacy', `${en.pages.privacyTitle} | Spey`, '/privacy'],
      ['/contact', `${en.pages.contactTitle} | Spey`, '/contact'],
      ['/blog', `${en.pages.blogTitle} | Spey`, '/blog'],
      ['/search?q=amok', 'Search | Spey', '/search?q=amok'],
      ['/become-a-partner', 'Become a Spey Partner | Spey', '/become-a-partner'],
      ['/register-restaurant', 'Register Your Restaurant | Spey', '/register-restaurant'],
      ['/leaderboard', 'Leaderboard | Spey', '/leaderboard'],
      [
        `/restaurants/${restaurantId}?tab=reviews&utm_medium=x`,
        'Listed Kitchen 01 — Khmer | Spey',
        `/restaurants/${restaurantId}?tab=reviews`,
      ],
    ];
    for (const [url, title, address] of cases) {
      const response = await page(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(200);
      const html = head(response.body);
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(html, url).toMatch(/<meta name="description" content="[^"]+"\/>/);
      expect(canonical(response.body), url).toBe(`${TEST_PUBLIC_URL}${address}`);
      expect(html, url).toContain(
        `<meta property="og:url" content="${TEST_PUBLIC_URL}${address.replace(/&/g, '&amp;')}"/>`,
      );
    }
  });
});

describe('pages that are not to be indexed', () => {
  it('an unknown address is a 404 with its own title, not indexed, in the visitor’s language', async () => {
    const response = await page('/no-such-page', { 'accept-language': 'km' });
    expect(response.statusCode).toBe(404);
    const title = catalogue('km', 'common').notFoundTitle!;
    expect(head(response.body)).toContain(`<title>${title} | Spey</title>`);
    expect(head(response.body)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('forgot and reset password have their own titles and are not indexed', async () => {
    const account = catalogue('en', 'account');
    for (const [url, title] of [
      ['/forgot-password', account.forgotTitle!],
      ['/reset-password?token=abc', account.resetTitle!],
    ] as const) {
      const response = await page(url, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(200);
      expect(head(response.body)).toContain(`<title>${title} | Spey</title>`);
      expect(head(response.body)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });
});

describe('the leaderboard arrives drawn', () => {
  it('its lists are in the HTML, read by the loader (no skeleton, nothing left to fetch)', async () => {
    await ctx.db
      .update(restaurants)
      .set({ reviewCount: 14, ratingSum: 56 })
      .where(eq(restaurants.id, restaurantId));
    const response = await page('/leaderboard', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const main = response.body.slice(response.body.indexOf('<main'), response.body.indexOf('</main>'));
    expect(main).toContain('Listed Kitchen 01');
    expect(main).not.toContain('aria-busy="true"');
  });
});

describe('/search arrives drawn with its results', () => {
  const main = (body: string) =>
    body.slice(body.indexOf('<main'), body.indexOf('</main>')).replace(/<script[\s\S]*?<\/script>/g, '');

  it('draws the restaurants and reviews for ?q= on the server, the box a GET form holding the search', async () => {
    const response = await page('/search?q=Listed%20Kitchen%2007', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).toMatch(/<form role="search"[^>]*action="\/search" method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="Listed Kitchen 07"/);
    expect(html).toContain('Listed Kitchen 07');
    expect(html).not.toContain('Listed Kitchen 08');
    expect(html).not.toContain('aria-busy="true"');
    const reviewsFound = main((await page('/search?q=freshest%20amok', { 'accept-language': 'en' })).body);
    expect(reviewsFound).toContain(LATEST_REVIEW);
  });

  /** The "more" link of one group, as drawn without scripts. */
  const moreLink = (html: string, param: 'restaurantsAfter' | 'reviewsAfter') =>
    new RegExp(`href="(/search\\?[^"]*${param}=[^"]+)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  /** The restaurants group's names (the reviews group names their restaurant too). */
  const listed = (html: string) =>
    [
      ...html
        .slice(html.indexOf('restaurant-results-heading'), html.indexOf('review-results-heading'))
        .matchAll(/Listed Kitchen (\d\d)/g),
    ].map((m) => m[1]);

  it('pages within /search without scripts: "more" carries the group\'s cursor, the loader draws the next page', async () => {
    const first = main((await page('/search?q=kitchen', { 'accept-language': 'en' })).body);
    const firstNames = new Set(listed(first));
    expect(firstNames.size).toBe(6);
    const next = moreLink(first, 'restaurantsAfter');
    expect(next).toMatch(/^\/search\?q=kitchen&restaurantsAfter=/);
    expect(first).not.toContain('href="/restaurants?q=kitchen"');

    const second = await page(next!, { 'accept-language': 'en' });
    expect(second.statusCode).toBe(200);
    const secondHtml = main(second.body);
    const secondNames = listed(secondHtml);
    expect(new Set(secondNames).size).toBe(6);
    expect(secondNames.some((name) => firstNames.has(name))).toBe(false);
    // Back to the first results, and on to the third page, the search kept in the address.
    expect(secondHtml).toContain('href="/search?q=kitchen"');
    const third = moreLink(secondHtml, 'restaurantsAfter');
    expect(third).toBeTruthy();
    expect(third).not.toBe(next);
    expect(listed(main((await page(third!, { 'accept-language': 'en' })).body))).not.toContain(
      secondNames[0],
    );
  });

  it('pages the reviews on their own, keeping the restaurants where they were', async () => {
    const first = main((await page('/search?q=paged%20review', { 'accept-language': 'en' })).body);
    const firstReviews = [...first.matchAll(/Paged review number (\d\d)/g)].map((m) => m[1]);
    expect(firstReviews).toHaveLength(6);
    const next = moreLink(first, 'reviewsAfter');
    expect(next).toMatch(/^\/search\?q=paged\+review&reviewsAfter=/);
    const secondHtml = main((await page(next!, { 'accept-language': 'en' })).body);
    const secondReviews = [...secondHtml.matchAll(/Paged review number (\d\d)/g)].map((m) => m[1]);
    expect(secondReviews).toHaveLength(6);
    expect(secondReviews.some((n) => firstReviews.includes(n))).toBe(false);
  });

  it('a bad cursor draws the first results with a message, never a 500', async () => {
    const en = catalogue('en', 'search');
    const first = listed(main((await page('/search?q=kitchen', { 'accept-language': 'en' })).body));
    for (const cursor of [
      'not-a-cursor',
      'W10',
      'x'.repeat(700),
      Buffer.from('["a",1]').toString('base64url'),
    ]) {
      const response = await page(`/search?q=kitchen&restaurantsAfter=${cursor}&reviewsAfter=${cursor}`, {
        'accept-language': 'en',
      });
      expect(response.statusCode, cursor).toBe(200);
      const html = main(response.body);
      expect(listed(html)).toEqual(first);
      if (cursor.length <= 600) expect(html).toContain(en.refusedCursor);
    }
  });

  it('draws nothing to fetch without a search', async () => {
    const empty = await page('/search', { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(200);
    expect(main(empty.body)).not.toContain('Listed Kitchen');
  });

  it('a search longer than the limit is cut, never a 500', async () => {
    const response = await page(`/search?q=${'k'.repeat(500)}`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the home page streams its latest reviews', () => {
  it('sends the shell with the heading and skeletons first; the reviews follow in the same response', async () => {
    const response = await page('/', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    const heading = body.indexOf(en.home.latestReviewsTitle);
    const footer = body.indexOf('</footer>');
    const review = body.indexOf(LATEST_REVIEW);
    expect(heading).toBeGreaterThan(0);
    expect(footer).toBeGreaterThan(heading);
    // In the shell: the fallback where the reviews go (hidden without scripts).
    const shell = body.slice(0, footer);
    expect(shell.slice(heading)).toContain('data-stream-fallback');
    expect(shell).not.toContain(LATEST_REVIEW);
    // The reviews arrive after the shell, in a segment React moves into place; the text is in the HTML.
    expect(review).toBeGreaterThan(footer);
    expect(body.slice(footer)).toMatch(/<div hidden id="S:\d+">/);
  });

  it('the first bytes on the wire hold the heading, not the reviews', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/`, {
      headers: {
        accept: 'text/html',
        'accept-encoding': 'identity',
        'user-agent': BROWSER,
        'accept-language': 'en',
      },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value, { stream: true }));
    }
    const first = chunks.findIndex((chunk) => chunk.includes(en.home.latestReviewsTitle));
    expect(first).toBeGreaterThanOrEqual(0);
    const sentWithHeading = chunks.slice(0, first + 1).join('');
    expect(sentWithHeading).not.toContain(LATEST_REVIEW);
    expect(chunks.join('')).toContain(LATEST_REVIEW);
  });

  it('gives crawlers the whole page at once, the reviews in place', async () => {
    const response = await page('/', { 'accept-language': 'en', 'user-agent': CRAWLER });
    const body = response.body;
    const review = body.indexOf(LATEST_REVIEW);
    expect(review).toBeGreaterThan(body.indexOf(en.home.latestReviewsTitle));
    expect(review).toBeLessThan(body.indexOf('</footer>'));
    expect(body).not.toContain('data-stream-fallback');
  });
});

describe('lists page on without scripts', () => {
  it('/restaurants links to its next page by cursor, and that address draws the next restaurants', async () => {
    const first = await page('/restaurants', { 'accept-language': 'en' });
    expect(first.body).toContain('Listed Kitchen 24');
    expect(first.body).not.toContain('Listed Kitchen 25');
    const next = /<a rel="next"[^>]*href="(\/restaurants\?cursor=[^"]+)"/.exec(first.body);
    const href = next![1]!.replace(/&amp;/g, '&');
    const second = await page(href, { 'accept-language': 'en' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Listed Kitchen 25');
    expect(second.body).toContain('Listed Kitchen 30');
    expect(second.body).not.toContain('Listed Kitchen 24<');
    expect(second.body).not.toContain('rel="next"');
    expect(second.body).toContain('Back to the first page');
  });

  it('/reviews links to its next page by cursor, keeping the filters', async () => {
    const first = await page('/reviews?rating=4', { 'accept-language': 'en' });
    expect(first.body).toContain(LATEST_REVIEW);
    expect(first.body).not.toContain('Paged review number 03');
    const match = /<a rel="next"[^>]*href="(\/reviews\?[^"]*cursor=[^"]+)"/.exec(first.body);
    const href = match![1]!.replace(/&amp;/g, '&');
    expect(href).toContain('rating=4');
    const second = await page(href, { 'accept-language': 'en' });
    expect(second.body).toContain('Paged review number 03');
    expect(second.body).toContain('Paged review number 01');
    expect(second.body).not.toContain(LATEST_REVIEW);
  });

  const mainOf = (body: string) =>
    body.slice(body.indexOf('<main'), body.indexOf('</main>')).replace(/<script[\s\S]*?<\/script>/g, '');

  it('a cursor the list refuses draws its first page with a message, never a 500 nor a skeleton', async () => {
    const restaurantsText = catalogue('en', 'restaurants');
    // A cursor of the newest-first order, sent with another sort: well formed, but not this list's.
    const latest = await page('/reviews', { 'accept-language': 'en' });
    const latestNext = /<a rel="next"[^>]*href="\/reviews\?cursor=([^"&]+)"/.exec(latest.body)![1]!;
    const cases = [
      { url: '/reviews?cursor=not-a-cursor', first: LATEST_REVIEW, text: en.reviews.refusedCursor! },
      {
        url: `/reviews?sort=most-liked&cursor=${latestNext}`,
        first: LATEST_REVIEW,
        text: en.reviews.refusedCursor!,
      },
      {
        url: '/restaurants?cursor=%E2%9C%93',
        first: 'Listed Kitchen 01',
        text: restaurantsText.refusedCursor!,
      },
      { url: '/restaurants?cursor=W10', first: 'Listed Kitchen 01', text: restaurantsText.refusedCursor! },
    ];
    for (const { url, first, text } of cases) {
      const response = await page(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(200);
      const html = mainOf(response.body);
      expect(html, url).toContain(text);
      expect(html, url).toContain(first);
      expect(html, url).not.toContain('aria-busy="true"');
      expect(html, url).not.toContain('animate-pulse');
      // The first page is drawn as such: no link back to it.
      expect(html, url).not.toContain('Back to the first page');
    }
    // A cursor the list takes draws no message.
    const second = await page(`/reviews?cursor=${latestNext}`, { 'accept-language': 'en' });
    expect(mainOf(second.body)).not.toContain(en.reviews.refusedCursor!);
    expect(mainOf(second.body)).toContain('Paged review number 03');
  });

  it('a restaurant page’s tabs are links, and its reviews tab pages by cursor', async () => {
    const base = `/restaurants/${restaurantId}`;
    const info = await page(base, { 'accept-language': 'en' });
    const tabs = [...mainOf(info.body).matchAll(/<a[^>]*role="tab"[^>]*>/g)].map((match) => match[0]);
    expect(tabs.map((tag) => /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&'))).toEqual([
      base,
      `${base}?tab=menu`,
      `${base}?tab=reviews`,
    ]);
    expect(tabs[0]).toContain('aria-selected="true"');

    const first = await page(`${base}?tab=reviews`, { 'accept-language': 'en' });
    let html = mainOf(first.body);
    expect(html).toContain(LATEST_REVIEW);
    expect(html).not.toContain('Paged review number 03');
    expect(html).not.toContain('Back to the first page');
    const next = /<a rel="next"[^>]*href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(next).toMatch(new RegExp(`^${base}\\?tab=reviews&cursor=[^&#]+#reviews$`));
    expect(html).toContain('id="reviews"');

    const second = await page(next.replace('#reviews', ''), { 'accept-language': 'en' });
    expect(second.statusCode).toBe(200);
    html = mainOf(second.body);
    expect(html).toContain('Paged review number 03');
    expect(html).toContain('Paged review number 01');
    expect(html).not.toContain(LATEST_REVIEW);
    expect(html).not.toContain('rel="next"');
    expect(html).toMatch(new RegExp(`href="${base}\\?tab=reviews#reviews"[^>]*>Back to the first page`));
    // The reviews tab keeps its page; the other tabs leave it.
    expect(html).toMatch(new RegExp(`role="tab"[^>]*href="${base}\\?tab=reviews&amp;cursor=`));
    expect(html).toMatch(new RegExp(`role="tab"[^>]*href="${base}\\?tab=menu"`));

    for (const cursor of ['not-a-cursor', 'W10']) {
      const refused = await page(`${base}?tab=reviews&cursor=${cursor}`, { 'accept-language': 'en' });
      expect(refused.statusCode, cursor).toBe(200);
      html = mainOf(refused.body);
      expect(html, cursor).toContain(en.reviews.refusedCursor!);
      expect(html, cursor).toContain(LATEST_REVIEW);
      expect(html, cursor).not.toContain('animate-pulse');
      expect(html, cursor).not.toContain('Back to the first page');
    }
  });

  it('a review search longer than the limit is cut, as /restaurants and /search cut theirs', async () => {
    const response = await page(`/reviews?q=${'Paged '.repeat(60)}`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const html = mainOf(response.body);
    expect(html).not.toContain('animate-pulse');
    expect(html).toContain(en.reviews.noReviewsFound!);
    expect(html).toContain(`value="${'Paged '.repeat(60).slice(0, 200)}"`);
  });

  it('an unknown restaurant is a 404 drawn as "Restaurant Not Found", with nothing left to fetch', async () => {
    const text = catalogue('en', 'restaurants');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await page(`/restaurants/${id}`, { 'accept-language': 'en' });
      expect(response.statusCode, id).toBe(404);
      const html = mainOf(response.body);
      expect(html, id).toContain(text.notFoundTitle);
      expect(html, id).toContain(text.notFoundDescription!.replace(/'/g, '&#x27;'));
      expect(html, id).not.toContain('animate-pulse');
      // The page's data says so, so the browser does not ask the API again.
      expect(response.body, id).toMatch(/notFound\W+true/);
    }
    const known = await page(`/restaurants/${restaurantId}`, { 'accept-language': 'en' });
    expect(known.statusCode).toBe(200);
    expect(mainOf(known.body)).not.toContain(text.notFoundTitle);
  });

  it('the review form’s restaurant picker searches by GET: any restaurant can be chosen without scripts', async () => {
    const user = await createSignedInUser(ctx);
    const submit = (url: string) =>
      request(ctx, {
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'user-agent': BROWSER, 'accept-language': 'en' },
        cookie: user.cookie,
      });
    const first = await submit('/submit');
    expect(first.statusCode).toBe(200);
    // The first screen lists the first restaurants by name only; the 30th is not among them.
    expect(first.body).toMatch(/<option value="[0-9a-f-]+">Listed Kitchen 01<\/option>/);
    expect(first.body).not.toContain('>Listed Kitchen 30</option>');
    const form = /<form id="([^"]+)" action="\/submit" method="get"><\/form>/.exec(first.body);
    expect(form, first.body.slice(first.body.indexOf('<main'), first.body.indexOf('<select'))).not.toBeNull();
    expect(first.body).toMatch(new RegExp(`<input[^>]*form="${form![1]}"[^>]*name="restaurantSearch"`));

    const searched = await submit('/submit?restaurantSearch=kitchen%2030');
    expect(searched.statusCode).toBe(200);
    const options = [...searched.body.matchAll(/<option value="([0-9a-f-]+)">([^<]+)<\/option>/g)];
    expect(options.map((match) => match[2])).toEqual(['Listed Kitchen 30']);
    expect(searched.body).toMatch(/<input[^>]*value="kitchen 30"/);
    expect(canonical(searched.body)).toBe(`${TEST_PUBLIC_URL}/submit`);
  });

  it('the claim form’s restaurant search is a GET form whose matches link to ?restaurantId=', async () => {
    const user = await createSignedInUser(ctx);
    const response = await request(ctx, {
      method: 'GET',
      url: '/become-a-partner?restaurantSearch=kitchen%2007',
      headers: { accept: 'text/html', 'user-agent': BROWSER, 'accept-language': 'en' },
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<form role="search"[^>]*action="\/become-a-partner" method="get">/);
    expect(response.body).toContain('name="restaurantSearch"');
    const links = [
      ...response.body.matchAll(
        /href="\/become-a-partner\?restaurantId=([0-9a-f-]+)"[^>]*>.*?Listed Kitchen (\d+)/g,
      ),
    ];
    expect(links.map((match) => match[2])).toEqual(['07']);
    // The search is no part of the page's canonical address.
    expect(canonical(response.body)).toBe(`${TEST_PUBLIC_URL}/become-a-partner`);
  });
});

describe('/currency: the menu’s currency as a link', () => {
  it('remembers the choice in the cookie the page reads, and goes back to the page', async () => {
    const response = await page(
      `/currency?to=khr&returnTo=${encodeURIComponent(`/restaurants/${restaurantId}?tab=menu`)}`,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/restaurants/${restaurantId}?tab=menu`);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^currency=khr; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });

  it('changes nothing for an unknown choice, and never leaves the site', async () => {
    const unknown = await page('/currency?to=gold&returnTo=%2Freviews');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/reviews');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const away = await page('/currency?to=usd&returnTo=https%3A%2F%2Fevil.example%2F');
    expect(away.headers.location).toBe('/');
    const protocolRelative = await page('/currency?to=usd&returnTo=%2F%2Fevil.example');
    expect(protocolRelative.headers.location).toBe('/');
  });
});
