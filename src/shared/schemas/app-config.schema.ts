import { z } from 'zod';

/** What the web app needs to know about the server's set-up (public, no secrets). */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
