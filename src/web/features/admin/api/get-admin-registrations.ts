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

export const adminRegistrationsQueryOptions = (filters: { status: RegistrationTab }) =>
  infiniteQueryOptions({
    queryKey: adminKeys.registrations(filters),
    queryFn: ({ pageParam, signal }) =>
      getAdminRegistrations({ ...filters, limit: ADMIN_REGISTRATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminRegistrations(filters: { status: RegistrationTab }) {
  return useInfiniteQuery(adminRegistrationsQueryOptions(filters));
}
