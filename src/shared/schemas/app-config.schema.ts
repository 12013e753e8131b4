import { z } from 'zod';
import { exchangeRateSchema } from './exchange-rate.schema';

/** What the web app needs to know about the server's set-up (public, no secrets). */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  /** Riel per dollar for prices shown in riel. */
  exchangeRate: exchangeRateSchema,
});
export type AppConfig = z.infer<typeof appConfigSchema>;
