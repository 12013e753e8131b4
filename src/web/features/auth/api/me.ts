import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@/shared/schemas/auth.schema';
import { apiFetch } from '@/web/lib/api-client';

export const meQueryKey = ['me'] as const;

export function getMe() {
  return apiFetch<{ user: Me | null }>('/api/me').then((r) => r.user);
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });

/** The signed-in user with profile (null when signed out); `isLoading` while the session is checked. */
export function useMe() {
  return useQuery(meQueryOptions());
}
