import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRegistration } from '@/shared/schemas/registration.schema';
import { apiFetch } from '@/web/lib/api-client';

// Not under ['me']: sign-in refreshes every query except the ['me'] ones, and these belong to the account.
export const myRegistrationsQueryKey = ['registrations', 'mine'] as const;

/** The signed-in user's own restaurant registrations with their status, newest first. */
export function getMyRegistrations(signal?: AbortSignal) {
  return apiFetch<{ items: MyRegistration[] }>('/api/me/registrations', { signal }).then(
    (body) => body.items,
  );
}

export const myRegistrationsQueryOptions = () =>
  queryOptions({ queryKey: myRegistrationsQueryKey, queryFn: ({ signal }) => getMyRegistrations(signal) });

/** For /profile: the caller's registrations (only call it when signed in). */
export function useMyRegistrations(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myRegistrationsQueryOptions(), enabled: options.enabled ?? true });
}
