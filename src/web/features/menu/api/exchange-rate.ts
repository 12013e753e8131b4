import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate, UpdateExchangeRateInput } from '@/shared/schemas/exchange-rate.schema';
import { apiFetch } from '@/web/lib/api-client';

const url = '/api/admin/settings/exchange-rate';

/** GET /api/admin/settings/exchange-rate (administrators). */
export function getExchangeRate(signal?: AbortSignal) {
  return apiFetch<ExchangeRate>(url, { signal });
}

export const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'exchange-rate'] as const,
    queryFn: ({ signal }) => getExchangeRate(signal),
  });

export function useExchangeRate() {
  return useQuery(exchangeRateQueryOptions());
}

/** PUT /api/admin/settings/exchange-rate — dated now by the server. */
export function setExchangeRate(values: UpdateExchangeRateInput) {
  return apiFetch<ExchangeRate>(url, { method: 'PUT', body: values });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExchangeRate,
    onSuccess: (saved) => {
      queryClient.setQueryData(exchangeRateQueryOptions().queryKey, saved);
      // Menus and the app config carry the rate.
      return queryClient.invalidateQueries({ queryKey: ['restaurant'] });
    },
  });
}
