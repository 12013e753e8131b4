import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { isErrorBody } from '@/shared/errors';
import { queryRows } from '../../src/server/db/client';
import { createActorsAndFixtures, multipartFile, type Fixtures } from '../support/actors';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * 1,000 malformed (and a few real) cover uploads to POST /api/owner/restaurants/:id/cover as the owner:
 * random bytes, truncated and corrupted JPEG/PNG/WebP, polyglots, SVG with script, empty files and a
 * PNG whose header claims 100000×100000 pixels. Never a 5xx; every refusal a 4xx JSON error; an
 * accepted file is stored as WebP without EXIF; image_url changes only when a file is accepted.
 */
const UPLOADS = Number(process.env.UPLOAD_FUZZ_RUNS) || 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(data: Buffer) {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid-looking PNG whose IHDR claims width × height (the data is one short row). */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Samples {
  jpeg: Buffer;
  jpegWithExif: Buffer;
  png: Buffer;
  webp: Buffer;
  gif: Buffer;
}

let ctx: TestContext;
let f: Fixtures;
let samples: Samples;

beforeAll(async () => {
  ctx = await createTestApp();
  f = await createActorsAndFixtures(ctx);
  const base = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86de' } });
  samples = {
    jpeg: await base().jpeg().toBuffer(),
    jpegWithExif: await base()
      .withExif({ IFD0: { Copyright: 'secret-exif-owner', Artist: 'secret-exif-owner' } })
      .jpeg()
      .toBuffer(),
    png: await base().png().toBuffer(),
    webp: await base().webp().toBuffer(),
    gif: await base().gif().toBuffer(),
  };
});
afterAll(async () => {
  await ctx?.close();
});

/** A file and whether it is a real, acceptable image. */
interface Upload {
  label: string;
  data: Buffer;
  real: boolean;
  filename: string;
  contentType: string;
}

function uploadArbitrary(s: Samples): fc.Arbitrary<Upload> {
  const bytes = (max: number) => fc.uint8Array({ maxLength: max }).map((a) => Buffer.from(a));
  const truncated = (name: string, image: Buffer) =>
    fc
      .integer({ min: 0, max: image.length - 1 })
      .map((n) => ({ label: `truncated ${name} at ${n}`, data: image.subarray(0, n) }));
  const corrupted = (name: string, image: Buffer) =>
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: image.length - 1 }), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 8,
      })
      .map((edits) => {
        const copy = Buffer.from(image);
        for (const [at, value] of edits) copy[at] = value;
        return { label: `corrupted ${name} ${JSON.stringify(edits)}`, data: copy };
      });
  const headerThenGarbage = (name: string, image: Buffer, keep: number) =>
    bytes(2000).map((garbage) => ({
      label: `${name} header + garbage`,
      data: Buffer.concat([image.subarray(0, keep), garbage]),
    }));
  const fixed: { label: string; data: Buffer }[] = [
    { label: 'zero bytes', data: Buffer.alloc(0) },
    { label: 'PNG claiming 100000x100000', data: pngClaiming(100_000, 100_000) },
    { label: 'PNG claiming 20000x20000', data: pngClaiming(20_000, 20_000) },
    { label: 'PNG claiming 0x0', data: pngClaiming(0, 0) },
    { label: 'PNG claiming 2^31x1', data: pngClaiming(2 ** 31 - 1, 1) },
    { label: 'PNG signature only', data: PNG_SIGNATURE },
    { label: 'GIF', data: s.gif },
    {
      label: 'GIF/JS polyglot',
      data: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.cookie)//;'),
    },
    {
      label: 'HTML after a PNG signature',
      data: Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]),
    },
    {
      label: 'SVG with script',
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    },
    {
      label: 'SVG with PNG content type',
      data: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>',
      ),
    },
    { label: 'JPEG SOI only', data: Buffer.from([0xff, 0xd8, 0xff]) },
    { label: 'RIFF WEBP header only', data: Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1') },
    { label: 'PDF', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') },
    { label: 'ZIP', data: Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1') },
    { label: 'ELF', data: Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1') },
    { label: 'JPEG then ZIP', data: Buffer.concat([s.jpeg, Buffer.from('PK\x03\x04\x14\x00', 'latin1')]) },
  ];
  const malformed = fc.oneof(
    fc.constantFrom(...fixed),
    bytes(4000).map((data) => ({ label: 'random bytes', data })),
    truncated('jpeg', s.jpeg),
    truncated('png', s.png),
    truncated('webp', s.webp),
    corrupted('jpeg', s.jpeg),
    corrupted('png', s.png),
    corrupted('webp', s.webp),
    headerThenGarbage('png', s.png, 33),
    headerThenGarbage('jpeg', s.jpeg, 20),
    headerThenGarbage('webp', s.webp, 30),
    fc
      .integer({ min: 1, max: 200_000 })
      .chain((w) =>
        fc
          .integer({ min: 1, max: 200_000 })
          .map((h) => ({ label: `PNG claiming ${w}x${h}`, data: pngClaiming(w, h) })),
      ),
  );
  const real = fc.constantFrom(
    { label: 'real jpeg', data: s.jpeg },
    { label: 'real jpeg with EXIF', data: s.jpegWithExif },
    { label: 'real png', data: s.png },
    { label: 'real webp', data: s.webp },
  );
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: malformed.map((u) => ({ ...u, real: false })), weight: 19 },
        { arbitrary: real.map((u) => ({ ...u, real: true })), weight: 1 },
      ),
      fc.constantFrom('cover.png', 'cover.jpg', 'x.svg', 'a.html', '../../etc/passwd', 'ស្រា.webp', ''),
      fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/webp',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
      ),
    )
    .map(([u, filename, contentType]) => ({ ...u, filename, contentType }));
}

async function currentImageUrl() {
  const [row] = await queryRows<{ image_url: string | null }>(
    ctx.db,
    sql`SELECT image_url FROM restaurants WHERE id = ${f.restaurantX}`,
  );
  return row?.image_url ?? null;
}

describe('cover upload fuzzing', () => {
  it(`${UPLOADS} malformed or real files: never a 5xx, refusals are 4xx JSON, accepted files become clean WebP`, async () => {
    // Several hundred distinct variants, reused across the run.
    const variants = fc.sample(uploadArbitrary(samples), { numRuns: 400, seed: 20_250_131 });
    const cookie = f.actors.ownerX.cookie;
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < UPLOADS; i += 1) {
      const upload = variants[i % variants.length];
      if (!upload) throw new Error('no variant');
      const before = await currentImageUrl();
      const response = await request(ctx, {
        method: 'POST',
        url: `/api/owner/restaurants/${f.restaurantX}/cover`,
        cookie,
        ...multipartFile(upload.data, { filename: upload.filename, contentType: upload.contentType }),
      });
      const where = `${upload.label} (${upload.data.length} bytes, ${upload.contentType}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      const after = await currentImageUrl();
      if (response.statusCode === 200) {
        accepted += 1;
        const { imageUrl } = response.json() as { imageUrl: string };
        expect(after, where).toBe(imageUrl);
        expect(imageUrl, where).toMatch(/\.webp$/);
        const stored = await request(ctx, { method: 'GET', url: new URL(imageUrl, 'http://x').pathname });
        expect(stored.statusCode, where).toBe(200);
        expect(stored.headers['content-type']).toBe('image/webp');
        const meta = await sharp(stored.rawPayload).metadata();
        expect(meta.format, where).toBe('webp');
        expect(meta.exif, where).toBeUndefined();
        expect(stored.rawPayload.includes('secret-exif-owner'), where).toBe(false);
      } else {
        refused += 1;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(isErrorBody(response.json()), where).toBe(true);
        expect(after, `${where}: image_url changed on a refused upload`).toBe(before);
        expect(upload.real, `${where}: a real image was refused`).toBe(false);
      }
    }
    expect(refused).toBeGreaterThan(UPLOADS / 2);
    expect(accepted + refused).toBe(UPLOADS);
    // The app still answers normally afterwards.
    const health = await request(ctx, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);
});
