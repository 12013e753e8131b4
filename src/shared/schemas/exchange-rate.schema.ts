import { z } from 'zod';
import { KHR_PER_USD_MAX, KHR_PER_USD_MIN } from '../domain/money';

export const exchangeRateMessages = {
  rate: `The rate must be a whole number of riel between ${KHR_PER_USD_MIN} and ${KHR_PER_USD_MAX}`,
} as const;

/** The site's dollar-to-riel rate and when an administrator set it (null: the default, never set). */
export const exchangeRateSchema = z.object({
  khrPerUsd: z.number().int(),
  setAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** PUT /api/admin/settings/exchange-rate and the form on /admin/settings. */
export const updateExchangeRateSchema = z.object({
  khrPerUsd: z
    .number({ error: exchangeRateMessages.rate })
    .int(exchangeRateMessages.rate)
    .min(KHR_PER_USD_MIN, exchangeRateMessages.rate)
    .max(KHR_PER_USD_MAX, exchangeRateMessages.rate),
});
export type UpdateExchangeRateInput = z.input<typeof updateExchangeRateSchema>;
