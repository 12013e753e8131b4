import { z } from 'zod';

/** The error body as a zod schema, for route response declarations (OpenAPI). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
