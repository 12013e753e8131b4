import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { COVER_MAX_BYTES } from '../../src/shared/schemas/owner-restaurant.schema';
import { createActorsAndFixtures, type ActorName, type Fixtures } from '../support/actors';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * /owner/details's cover image sent as a form, without the page's scripts: a multipart body read by the
 * route's action as `request.formData()` (cut off past its limit by the pages plugin), then the same
 * API route, checks, error keys and image processing as the upload made by the page's scripts.
 */
const root = path.resolve(import.meta.dirname, '../..');
const errorsEn = JSON.parse(
  readFileSync(path.join(root, 'src/web/i18n/locales/en/errors.json'), 'utf8'),
) as Record<string, string>;

let ctx: TestContext;
let f: Fixtures;

beforeAll(async () => {
  ctx = await createTestApp({}, { pages: true });
  f = await createActorsAndFixtures(ctx);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

/** The cover form as a browser sends it: the restaurant's id and one file part. */
function coverForm(restaurantId: string, file: { data: Buffer; name: string; type: string } | null) {
  const boundary = `----spey${randomUUID().replace(/-/g, '')}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="restaurantId"\r\n\r\n${restaurantId}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file?.name ?? ''}"\r\n` +
        `Content-Type: ${file?.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file?.data ?? Buffer.alloc(0),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'text/html' },
  };
}

const send = (actor: ActorName, body: ReturnType<typeof coverForm>, headers: Record<string, string> = {}) =>
  request(ctx, {
    method: 'POST',
    url: '/owner/details',
    cookie: f.actors[actor].cookie,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });

const png = () =>
  sharp({ create: { width: 900, height: 300, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();

const imageOf = async (id: string) =>
  (
    await queryRows<{ image_url: string | null }>(
      ctx.db,
      sql`SELECT image_url FROM restaurants WHERE id = ${id}`,
    )
  )[0]?.image_url ?? null;

/** The HTML without the dehydrated query state, so a check sees what is drawn. */
const drawn = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('/owner/details: the cover image as a form', () => {
  it('is drawn as a multipart form with a file field and an Upload button', async () => {
    const response = await request(ctx, {
      method: 'GET',
      url: '/owner/details',
      cookie: f.actors.ownerX.cookie,
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    const html = drawn(response.body);
    expect(html).toMatch(/<form[^>]*encType="multipart\/form-data" method="post">/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="file"/);
    expect(html).toContain('Upload cover');
  });

  it('the owner uploads a PNG: stored as WebP, back to the page with the notice, shown on the restaurant page', async () => {
    const response = await send(
      'ownerX',
      coverForm(f.restaurantX, { data: await png(), name: 'c.png', type: 'image/png' }),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/owner/details?notice=cover-updated');
    const imageUrl = await imageOf(f.restaurantX);
    expect(imageUrl).toMatch(/cover-.*\.webp$/);
    const restaurantPage = await request(ctx, {
      method: 'GET',
      url: `/restaurants/${f.restaurantX}`,
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(restaurantPage.statusCode).toBe(200);
    expect(restaurantPage.body).toContain(imageUrl);
  });

  it('a file that is not an image is refused with the type message and changes nothing', async () => {
    const before = await imageOf(f.restaurantX);
    const response = await send(
      'ownerX',
      coverForm(f.restaurantX, {
        data: Buffer.from('%PDF-1.4 not an image'),
        name: 'menu.pdf',
        type: 'application/pdf',
      }),
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(415);
    expect(drawn(response.body)).toContain(errorsEn['ownerRestaurant.imageType']);
    expect(await imageOf(f.restaurantX)).toBe(before);
  });

  it('no file chosen is refused with its message', async () => {
    const response = await send('ownerX', coverForm(f.restaurantX, null), { 'accept-language': 'en' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(drawn(response.body)).toMatch(
      new RegExp(`${errorsEn['ownerRestaurant.imageMissing']}|${errorsEn['ownerRestaurant.imageType']}`),
    );
  });

  it('a file over 5 MB is refused with the size message, and a far larger body is cut off, never a 500', async () => {
    const before = await imageOf(f.restaurantX);
    // Just over the limit: read by the action, refused by the API's own limit.
    const over = await send(
      'ownerX',
      coverForm(f.restaurantX, {
        data: Buffer.alloc(COVER_MAX_BYTES + 1024, 1),
        name: 'big.png',
        type: 'image/png',
      }),
      { 'accept-language': 'en' },
    );
    expect(over.statusCode, over.body.slice(0, 500)).toBe(413);
    expect(drawn(over.body)).toContain(errorsEn['ownerRestaurant.imageSize']);
    // Far past it (20 MB): the body is not read into memory, the action answers with the same message.
    const huge = await send(
      'ownerX',
      coverForm(f.restaurantX, {
        data: Buffer.alloc(20 * 1024 * 1024, 1),
        name: 'huge.png',
        type: 'image/png',
      }),
      { 'accept-language': 'en' },
    );
    expect(huge.statusCode).toBe(413);
    expect(drawn(huge.body)).toContain(errorsEn['ownerRestaurant.imageSize']);
    expect(await imageOf(f.restaurantX)).toBe(before);
  });

  it('a body without a length that grows past the limit is cut off the same way', async () => {
    const body = coverForm(f.restaurantX, {
      data: Buffer.alloc(8 * 1024 * 1024, 1),
      name: 'stream.png',
      type: 'image/png',
    });
    const chunks = Array.from({ length: Math.ceil(body.payload.length / 65536) }, (_, i) =>
      body.payload.subarray(i * 65536, (i + 1) * 65536),
    );
    const response = await request(ctx, {
      method: 'POST',
      url: '/owner/details',
      cookie: f.actors.ownerX.cookie,
      payload: Readable.from(chunks),
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(413);
    expect(drawn(response.body)).toContain(errorsEn['ownerRestaurant.imageSize']);
  });

  it("any other page's form that grows past 1 MB without a length is refused with 413, not a 500", async () => {
    const before = await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM "user"`);
    const chunk = Buffer.from(`email=${'a'.repeat(65_530)}`);
    const response = await request(ctx, {
      method: 'POST',
      url: '/auth?mode=sign-up',
      payload: Readable.from(Array.from({ length: 40 }, () => chunk)),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(413);
    expect(await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM "user"`)).toEqual(before);
  });

  it("another owner cannot change X's cover; a signed-out visitor goes to /auth", async () => {
    const before = await imageOf(f.restaurantX);
    const image = { data: await png(), name: 'c.png', type: 'image/png' };
    const other = await send('ownerY', coverForm(f.restaurantX, image));
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
    const signedOut = await send('anonymous', coverForm(f.restaurantX, image));
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/auth\?/);
    expect(await imageOf(f.restaurantX)).toBe(before);
  });

  it('from another origin the form is refused before the action runs', async () => {
    const before = await imageOf(f.restaurantX);
    const response = await send(
      'ownerX',
      coverForm(f.restaurantX, { data: await png(), name: 'c.png', type: 'image/png' }),
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await imageOf(f.restaurantX)).toBe(before);
  });
});
