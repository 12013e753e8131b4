import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistration } from '@/shared/schemas/registration.schema';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';

export type RegistrationDecision = 'approve' | 'reject';

export function reviewRegistration(registrationId: string, decision: RegistrationDecision) {
  return apiFetch<{ registration: AdminRegistration }>(
    `/api/admin/registrations/${encodeURIComponent(registrationId)}/${decision}`,
    { method: 'POST', body: {} },
  ).then((body) => body.registration);
}

/** Approve (creates the restaurant) or reject; stats, lists and restaurant lists refresh afterwards. */
export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, decision }: { registrationId: string; decision: RegistrationDecision }) =>
      reviewRegistration(registrationId, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
      ]),
  });
}
