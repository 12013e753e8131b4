import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyClaim } from '@/shared/schemas/claim.schema';
import { apiFetch } from '@/web/lib/api-client';

// Not under ['me']: sign-in refreshes every query except the ['me'] ones, and these belong to the account.
export const myClaimsQueryKey = ['claims', 'mine'] as const;

/** The signed-in user's own claim requests with their status, newest first. */
export function getMyClaims(signal?: AbortSignal) {
  return apiFetch<{ items: MyClaim[] }>('/api/me/claims', { signal }).then((body) => body.items);
}

export const myClaimsQueryOptions = () =>
  queryOptions({ queryKey: myClaimsQueryKey, queryFn: ({ signal }) => getMyClaims(signal) });

/** For /profile: the caller's claims (only call it when signed in). */
export function useMyClaims(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myClaimsQueryOptions(), enabled: options.enabled ?? true });
}
