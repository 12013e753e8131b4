import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COVER_MAX_BYTES, ownerRestaurantMessages } from '@/shared/schemas/owner-restaurant.schema';
import {
  createOwnersAndDiner,
  type SignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { restaurants } from '../../db/schema/index';

type SignedIn = SignedInUser;

let ctx: TestContext;
let owner: SignedIn;
let otherOwner: SignedIn;
let diner: SignedIn;
let restaurantA: string;
let restaurantB: string;
let otherRestaurant: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, otherOwner, diner } = await createOwnersAndDiner(ctx));
  restaurantB = await createRestaurant(owner.id, 'Banyan Kitchen');
  restaurantA = await createRestaurant(owner.id, 'Amok House');
  otherRestaurant = await createRestaurant(otherOwner.id, 'Other Place');
});
afterAll(async () => {
  await ctx.close();
});

async function createRestaurant(ownerId: string | null, name = `Owner test ${randomUUID().slice(0, 8)}`) {
  const rows = await ctx.db
    .insert(restaurants)
    .values({ name, cuisine: 'Khmer', ownerId, updatedAt: new Date('2024-01-01T00:00:00Z') })
    .returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant not created');
  return id;
}

async function readRestaurant(id: string) {
  const rows = await ctx.db.select().from(restaurants).where(eq(restaurants.id, id));
  const row = rows[0];
  if (!row) throw new Error('restaurant missing');
  return row;
}

const validProfile = {
  name: 'Amok House Riverside',
  nameKm: 'ផ្ទះអាម៉ុក',
  description: 'Fish amok and more by the river.',
  cuisine: 'Khmer',
  location: 'Phnom Penh',
  address: '12 Sisowath Quay',
  phone: '012 345 678',
  website: 'amokhouse.example.com',
  googleMapLocation: 'https://maps.google.com/?q=Amok+House',
  priceRange: '$$$',
};

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----spey${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadCover(
  restaurantId: string,
  cookie: string | undefined,
  data: Buffer,
  filename = 'cover.png',
  type = 'image/png',
) {
  const body = multipart(data, filename, type);
  return request(ctx, {
    method: 'POST',
    url: `/api/owner/restaurants/${restaurantId}/cover`,
    cookie,
    payload: body.payload,
    headers: body.headers,
  });
}

const makePng = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

function uploadsFile(url: string) {
  return path.join(ctx.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
}

describe('who may call the owner endpoints', () => {
  it('answers 401 to anonymous callers on every endpoint', async () => {
    const png = await makePng(40, 40);
    const responses = await Promise.all([
      request(ctx, { method: 'GET', url: '/api/owner/restaurants' }),
      request(ctx, { method: 'GET', url: `/api/owner/restaurants/${restaurantA}` }),
      request(ctx, { method: 'PATCH', url: `/api/owner/restaurants/${restaurantA}`, payload: validProfile }),
      uploadCover(restaurantA, undefined, png),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect((await readRestaurant(restaurantA)).name).toBe('Amok House');
  });

  it('lists only the caller’s restaurants, by name', async () => {
    const mine = await request(ctx, { method: 'GET', url: '/api/owner/restaurants', cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().restaurants.map((r: { id: string }) => r.id)).toEqual([restaurantA, restaurantB]);
    expect(Object.keys(mine.json().restaurants[0]).sort()).toEqual([
      'id',
      'imageUrl',
      'location',
      'name',
      'nameKm',
    ]);

    const theirs = await request(ctx, {
      method: 'GET',
      url: '/api/owner/restaurants',
      cookie: otherOwner.cookie,
    });
    expect(theirs.json().restaurants.map((r: { id: string }) => r.id)).toEqual([otherRestaurant]);

    const none = await request(ctx, { method: 'GET', url: '/api/owner/restaurants', cookie: diner.cookie });
    expect(none.json()).toEqual({ restaurants: [] });
  });

  it('shows a restaurant only to its owner', async () => {
    const ok = await request(ctx, {
      method: 'GET',
      url: `/api/owner/restaurants/${restaurantA}`,
      cookie: owner.cookie,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: restaurantA,
      name: 'Amok House',
      cuisine: 'Khmer',
      priceRange: '$$',
    });

    for (const cookie of [otherOwner.cookie, diner.cookie]) {
      const refused = await request(ctx, {
        method: 'GET',
        url: `/api/owner/restaurants/${restaurantA}`,
        cookie,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(ownerRestaurantMessages.restaurantNotFound);
    }
    const bad = await request(ctx, {
      method: 'GET',
      url: '/api/owner/restaurants/not-a-uuid',
      cookie: owner.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/owner/restaurants/:id', () => {
  it('updates the owner’s restaurant, normalises blanks and the website, and sets updated_at', async () => {
    const response = await request(ctx, {
      method: 'PATCH',
      url: `/api/owner/restaurants/${restaurantA}`,
      cookie: owner.cookie,
      payload: { ...validProfile, description: '   ' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Amok House Riverside',
      nameKm: 'ផ្ទះអាម៉ុក',
      description: null,
      website: 'https://amokhouse.example.com',
      priceRange: '$$$',
    });
    const row = await readRestaurant(restaurantA);
    expect(row.name).toBe('Amok House Riverside');
    expect(row.updatedAt.getTime()).toBeGreaterThan(new Date('2024-01-02T00:00:00Z').getTime());
    expect(body.updatedAt).toBe(row.updatedAt.toISOString());
  });

  it('changes nothing when another owner or a diner edits the restaurant', async () => {
    const before = await readRestaurant(otherRestaurant);
    for (const cookie of [owner.cookie, diner.cookie]) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: `/api/owner/restaurants/${otherRestaurant}`,
        cookie,
        payload: { ...validProfile, name: 'Hijacked' },
      });
      expect(response.statusCode).toBe(404);
    }
    const after = await readRestaurant(otherRestaurant);
    expect(after).toEqual(before);
  });

  it.each([
    [{ name: '   ' }, 'name', ownerRestaurantMessages.nameRequired],
    [{ website: 'not a url' }, 'website', ownerRestaurantMessages.website],
    [{ website: 'javascript:alert(1)' }, 'website', ownerRestaurantMessages.website],
    [{ googleMapLocation: 'https://example.com/maps' }, 'googleMapLocation', ownerRestaurantMessages.mapUrl],
    [{ googleMapLocation: 'maps' }, 'googleMapLocation', ownerRestaurantMessages.mapUrl],
    [{ cuisine: 'Martian' }, 'cuisine', ownerRestaurantMessages.cuisine],
    [{ priceRange: '$$$$$$' }, 'priceRange', ownerRestaurantMessages.priceRange],
    [{ name: 'x'.repeat(121) }, 'name', ownerRestaurantMessages.tooLong],
  ])('refuses %j', async (patch, field, message) => {
    const before = await readRestaurant(restaurantB);
    const response = await request(ctx, {
      method: 'PATCH',
      url: `/api/owner/restaurants/${restaurantB}`,
      cookie: owner.cookie,
      payload: { ...validProfile, ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await readRestaurant(restaurantB)).toEqual(before);
  });

  it('accepts empty optional links and the Google Maps link forms', async () => {
    for (const googleMapLocation of [
      '',
      'https://www.google.com/maps/place/Phnom+Penh',
      'https://maps.app.goo.gl/abc123',
      'https://goo.gl/maps/xyz',
      'https://www.google.com.kh/maps?q=1',
    ]) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: `/api/owner/restaurants/${restaurantB}`,
        cookie: owner.cookie,
        payload: { ...validProfile, name: 'Banyan Kitchen', website: '', googleMapLocation },
      });
      expect(response.statusCode, googleMapLocation).toBe(200);
      expect(response.json().website).toBeNull();
      expect(response.json().googleMapLocation).toBe(googleMapLocation || null);
    }
  });
});

describe('POST /api/owner/restaurants/:id/cover', () => {
  it('re-encodes an accepted PNG to WebP variants and points the restaurant at it', async () => {
    const response = await uploadCover(restaurantA, owner.cookie, await makePng(1600, 900));
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(new RegExp(`^/uploads/restaurant-images/${restaurantA}/cover-\\d+\\.webp$`));
    expect((await readRestaurant(restaurantA)).imageUrl).toBe(imageUrl);

    const served = await request(ctx, { method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1200);
    for (const width of [640, 320]) {
      expect(existsSync(uploadsFile(imageUrl.replace('.webp', `-${width}.webp`)))).toBe(true);
    }
  });

  it('removes the previous cover files when a new one replaces them', async () => {
    const first = (await uploadCover(restaurantB, owner.cookie, await makePng())).json().imageUrl as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await uploadCover(restaurantB, owner.cookie, await makePng(300, 300))).json()
      .imageUrl as string;
    expect(second).not.toBe(first);
    expect(existsSync(uploadsFile(second))).toBe(true);
    expect(existsSync(uploadsFile(first))).toBe(false);
    expect(existsSync(uploadsFile(first.replace('.webp', '-320.webp')))).toBe(false);
  });

  it('strips EXIF data such as GPS position', async () => {
    const tagged = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpeyCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '11/1 33/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '104/1 55/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif?.length ?? 0).toBeGreaterThan(0);
    expect(input.exif?.toString('latin1')).toContain('SpeyCam');

    const response = await uploadCover(restaurantA, owner.cookie, tagged, 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const served = await request(ctx, { method: 'GET', url: response.json().imageUrl });
    const output = await sharp(served.rawPayload).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.iptc).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('SpeyCam');
  });

  describe('refused files change nothing', () => {
    let before: Awaited<ReturnType<typeof readRestaurant>>;
    beforeAll(async () => {
      before = await readRestaurant(restaurantA);
    });

    it.each([
      [
        'a text file renamed .png',
        Buffer.from('hello, this is not an image\n'.repeat(20)),
        'photo.png',
        'image/png',
      ],
      [
        'an SVG',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'cover.svg',
        'image/svg+xml',
      ],
      ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>'), 'cover.png', 'image/png'],
      [
        'a GIF (not allowed)',
        Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
        'cover.gif',
        'image/gif',
      ],
    ])('%s → 415', async (_label, data, filename, type) => {
      const response = await uploadCover(restaurantA, owner.cookie, data, filename, type);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe(ownerRestaurantMessages.imageType);
      expect(await readRestaurant(restaurantA)).toEqual(before);
    });

    it('a file over 5 MB → 413 with a clear message', async () => {
      const png = await makePng(10, 10);
      const big = Buffer.concat([png, Buffer.alloc(COVER_MAX_BYTES + 1 - png.length, 1)]);
      const response = await uploadCover(restaurantA, owner.cookie, big);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(ownerRestaurantMessages.imageSize);
      expect(await readRestaurant(restaurantA)).toEqual(before);
    });

    it('corrupt image data → 400, not 500', async () => {
      const png = await makePng(200, 200);
      const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 7)]);
      const response = await uploadCover(restaurantA, owner.cookie, corrupt);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(ownerRestaurantMessages.imageUnreadable);
      expect(await readRestaurant(restaurantA)).toEqual(before);
    });

    it('a request without a file → 400; a JSON body → 415', async () => {
      const empty = await request(ctx, {
        method: 'POST',
        url: `/api/owner/restaurants/${restaurantA}/cover`,
        cookie: owner.cookie,
        payload: `------x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n------x--\r\n`,
        headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      });
      expect(empty.statusCode).toBe(400);
      const json = await request(ctx, {
        method: 'POST',
        url: `/api/owner/restaurants/${restaurantA}/cover`,
        cookie: owner.cookie,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(await readRestaurant(restaurantA)).toEqual(before);
    });

    it('another owner or a diner uploading a cover for this restaurant → 404', async () => {
      const png = await makePng(50, 50);
      for (const cookie of [otherOwner.cookie, diner.cookie]) {
        const response = await uploadCover(restaurantA, cookie, png);
        expect(response.statusCode).toBe(404);
      }
      expect(await readRestaurant(restaurantA)).toEqual(before);
    });
  });
});
