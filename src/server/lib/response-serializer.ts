import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation from the routes' zod schemas, compiled once per route (decision 046).
 *
 * fastify-type-provider-zod's serializer runs the whole zod schema over every answer (encode, which
 * validates and copies) and then `JSON.stringify`s the copy: for a page of 24 restaurant cards that is
 * about 2.5 times the cost of the stringify alone, on every request. Here each route's schema is turned
 * into JSON Schema once (zod's own `toJSONSchema`, output side) and compiled by fast-json-stringify,
 * Fastify's own serializer: it writes only the properties the schema declares — what is not in the
 * schema never leaves the server, as with zod's stripping — at about the cost of `JSON.stringify`.
 *
 * zod's serializer stays the answer wherever the fast one cannot be sure to give the same bytes:
 * - a schema zod cannot express in JSON Schema (a transform, a date) is compiled by zod's serializer;
 * - an answer the compiled function refuses (a required property missing, no `oneOf` branch matching)
 *   goes through zod's, which either fills what it fills (a default) or refuses as it always has.
 *
 * Under the test runner (`verify`), every answer is written both ways and any difference is an error,
 * so the whole test suite checks that the two agree on every route and answer it meets.
 */
export function createResponseSerializerCompiler(
  options: { verify?: boolean } = {},
): FastifySerializerCompiler<unknown> {
  return (route) => {
    const slow = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = zodSchemaOf(route.schema);
    const fast = schema ? compile(schema) : undefined;
    if (!fast) return slow;
    const serialize = (data: unknown): string => {
      let text: string | undefined;
      try {
        text = fast(data);
      } catch {
        return slow(data);
      }
      return text;
    };
    if (!options.verify) return serialize;
    return (data: unknown) => {
      const text = serialize(data);
      const expected = slow(data);
      if (text !== expected) {
        throw new Error(
          `Response serialisation of ${route.method} ${route.url} differs from zod's:\n${text}\n${expected}`,
        );
      }
      return text;
    };
  };
}

function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  if (
    schema &&
    typeof schema === 'object' &&
    'properties' in schema &&
    schema.properties instanceof z.ZodType
  ) {
    return schema.properties;
  }
  return undefined;
}

function compile(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let json: object;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
