import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminRegistrationList, RegistrationTab } from '@/shared/schemas/registration.schema';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';

export const ADMIN_REGISTRATIONS_PAGE_SIZE = 20;

export function getAdminRegistrations(
  query: { status: RegistrationTab; limit: number; cursor?: string | null },
  signal?: AbortSignal,
) {
  return apiFetch<AdminRegistrationList>('/api/admin/registrations', {
    query: { status: query.status, limit: query.limit, cursor: query.cursor },
    signal,
  });
}

/** `from`: the cursor of the page the list starts at (an address's `?cursor=`), or null for the newest. */
export const adminRegistrationsQueryOptions = (
  filters: { status: RegistrationTab },
  from: string | null = null,
) =>
  infiniteQueryOptions({
    queryKey: adminKeys.registrations(filters, from),
    queryFn: ({ pageParam, signal }) =>
      getAdminRegistrations({ ...filters, limit: ADMIN_REGISTRATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: from,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminRegistrations(filters: { status: RegistrationTab }, from: string | null = null) {
  return useInfiniteQuery(adminRegistrationsQueryOptions(filters, from));
}
