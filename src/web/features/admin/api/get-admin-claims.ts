import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AdminClaimList, ClaimTab } from '@/shared/schemas/claim.schema';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';

export const ADMIN_CLAIMS_PAGE_SIZE = 20;
/** Spec: the dashboard shows the latest 5 claim requests. */
export const RECENT_CLAIMS_LIMIT = 5;

export function getAdminClaims(
  query: { status: ClaimTab; q?: string; limit: number; cursor?: string | null },
  signal?: AbortSignal,
) {
  return apiFetch<AdminClaimList>('/api/admin/claims', {
    query: { status: query.status, q: query.q, limit: query.limit, cursor: query.cursor },
    signal,
  });
}

/**
 * The claim table: one tab and search text, paged with the server's cursor, from the page `from` names
 * (an address's `?cursor=`) or the newest (null).
 */
export const adminClaimsQueryOptions = (
  filters: { status: ClaimTab; q: string },
  from: string | null = null,
) =>
  infiniteQueryOptions({
    queryKey: adminKeys.claims(filters, from),
    queryFn: ({ pageParam, signal }) =>
      getAdminClaims({ ...filters, limit: ADMIN_CLAIMS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: from,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The list for one tab and search; the previous results stay on screen while the next ones load. */
export function useAdminClaims(
  filters: { status: ClaimTab; q: string },
  options: { enabled?: boolean; from?: string | null } = {},
) {
  return useInfiniteQuery({
    ...adminClaimsQueryOptions(filters, options.from ?? null),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const recentClaimsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.recentClaims(),
    queryFn: ({ signal }) => getAdminClaims({ status: 'all', limit: RECENT_CLAIMS_LIMIT }, signal),
  });

export function useRecentClaims() {
  return useQuery(recentClaimsQueryOptions());
}
