import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRegistrationValues, MyRegistration } from '@/shared/schemas/registration.schema';
import { apiFetch } from '@/web/lib/api-client';
import { myRegistrationsQueryKey } from './get-my-registrations';

export function createRegistration(input: CreateRegistrationValues) {
  return apiFetch<{ registration: MyRegistration }>('/api/registrations', {
    method: 'POST',
    body: input,
  }).then((body) => body.registration);
}

export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistration,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myRegistrationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
