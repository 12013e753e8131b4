import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@/shared/schemas/app-config.schema';
import { apiFetch } from '@/web/lib/api-client';

export function getAppConfig() {
  return apiFetch<AppConfig>('/api/config');
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity });

/** Server set-up facts, such as whether Google sign-in is configured. */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
