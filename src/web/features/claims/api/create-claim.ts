import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClaimValues, MyClaim } from '@/shared/schemas/claim.schema';
import { apiFetch } from '@/web/lib/api-client';
import { myClaimsQueryKey } from './get-my-claims';

export function createClaim(input: CreateClaimValues) {
  return apiFetch<{ claim: MyClaim }>('/api/claims', { method: 'POST', body: input }).then(
    (body) => body.claim,
  );
}

export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    // The admin lists and counts are refreshed too, for an administrator who claims.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myClaimsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
