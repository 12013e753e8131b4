import { z } from 'zod';
import { KHR_PER_USD_MAX, KHR_PER_USD_MIN } from '../domain/money';
import { defineMessages } from '../messages';

export const exchangeRateMessages = {
  rate: `The rate must be a whole number of riel between ${KHR_PER_USD_MIN} and ${KHR_PER_USD_MAX}`,
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const exchangeRateKeys = defineMessages('exchangeRate', exchangeRateMessages);

/** The site's dollar-to-riel rate and when an administrator set it (null: the default, never set). */
export const exchangeRateSchema = z.object({
  khrPerUsd: z.number().int(),
  setAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** PUT /api/admin/settings/exchange-rate and the form on /admin/settings. */
export const updateExchangeRateSchema = z.object({
  khrPerUsd: z
    .number({ error: exchangeRateKeys.rate })
    .int(exchangeRateKeys.rate)
    .min(KHR_PER_USD_MIN, exchangeRateKeys.rate)
    .max(KHR_PER_USD_MAX, exchangeRateKeys.rate),
});
export type UpdateExchangeRateInput = z.input<typeof updateExchangeRateSchema>;
