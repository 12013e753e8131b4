import { z } from 'zod';

/** The error body as a zod schema, for route response declarations (OpenAPI). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    fieldKeys: z.record(z.string(), z.string()).optional(),
  }),
});
