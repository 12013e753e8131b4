import Fastify, { type FastifyInstance } from 'fastify';
import { safeEncode, z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseSerializerCompiler } from '@/server/lib/response-serializer';

// Decision 049: answers are written by fast-json-stringify from the routes' zod schemas, with zod's own
// serializer wherever the fast one cannot be sure to give the same bytes.
const card = z.object({
  id: z.string(),
  name: z.string(),
  nameKm: z.string().nullable(),
  price: z.enum(['$', '$$', '$$$']),
  rating: z.number(),
  count: z.number().int(),
  status: z.discriminatedUnion('status', [
    z.object({ status: z.literal('open'), until: z.string() }),
    z.object({ status: z.literal('closed'), opensAt: z.string().nullable() }),
  ]),
  tags: z.array(z.string()),
});
const page = z.object({ items: z.array(card), nextCursor: z.string().nullable() });

const items = [
  {
    id: 'a1',
    name: 'Golden Lotus',
    nameKm: 'ផ្កាឈូកមាស',
    price: '$$',
    rating: 4.25,
    count: 12,
    status: { status: 'open', until: '22:00' },
    tags: ['khmer', 'noodles "fresh"'],
    // Not in the schema: never written.
    authorId: 'secret-author',
    ownerId: 'secret-owner',
  },
  {
    id: 'b2',
    name: 'Café\nRiverside',
    nameKm: null,
    price: '$',
    rating: 0,
    count: 0,
    status: { status: 'closed', opensAt: null, reason: 'secret' },
    tags: [],
  },
];

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(schema: z.ZodType, data: unknown, verify = false) {
  app = Fastify({ logger: false });
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  await app.ready();
  return app.inject({ method: 'GET', url: '/' });
}

describe('the response serializer', () => {
  it("writes exactly what zod's serializer writes, and nothing the schema does not declare", async () => {
    const data = { items, nextCursor: 'next', debug: { sql: 'SELECT' } };
    const response = await serve(page, data);
    expect(response.statusCode).toBe(200);
    const expected = safeEncode(page as z.ZodType, data);
    expect(expected.success).toBe(true);
    expect(response.body).toBe(JSON.stringify(expected.data));
    expect(response.body).not.toMatch(/secret|debug|SELECT/);
  });

  it('agrees with zod under verification', async () => {
    const response = await serve(page, { items, nextCursor: null }, true);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      items: [{ id: 'a1' }, { id: 'b2' }],
      nextCursor: null,
    });
  });

  it("leaves a schema JSON Schema cannot express to zod's serializer", async () => {
    const schema = z.object({ at: z.date() });
    const response = await serve(schema, { at: new Date(0) }, true);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('writes a missing property with a default, which zod refuses: the verification under the tests catches it', async () => {
    const schema = z.object({ name: z.string(), hidden: z.boolean().default(false) });
    expect((await serve(schema, { name: 'x' })).body).toBe('{"name":"x","hidden":false}');
    expect((await serve(schema, { name: 'x' }, true)).statusCode).toBe(500);
    expect((await serve(schema, { name: 'x', hidden: true }, true)).body).toBe('{"name":"x","hidden":true}');
  });

  it('refuses an answer that does not fit its schema, as before', async () => {
    const response = await serve(page, { items: [{ id: 'x' }], nextCursor: null });
    expect(response.statusCode).toBe(500);
  });

  it('under verification, fails where the two would differ', async () => {
    // fast-json-stringify would write the string as a number; zod refuses it.
    const schema = z.object({ n: z.number() });
    expect((await serve(schema, { n: '5' })).body).toBe('{"n":5}');
    expect((await serve(schema, { n: '5' }, true)).statusCode).toBe(500);
  });
});
