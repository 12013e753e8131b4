import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/shared/schemas/claim.schema';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';

export function getAdminStats(signal?: AbortSignal) {
  return apiFetch<AdminStats>('/api/admin/stats', { signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
