import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@/shared/schemas/moderation.schema';
import { apiFetch } from '@/web/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function getEmailPreferences(signal?: AbortSignal) {
  return apiFetch<EmailPreferences>('/api/me/email-preferences', { signal });
}

export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.emailPreferences(),
    queryFn: ({ signal }) => getEmailPreferences(signal),
  });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}

export function updateEmailPreferences(values: Partial<EmailPreferences>) {
  return apiFetch<EmailPreferences>('/api/me/email-preferences', { method: 'PUT', body: values });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (result) => queryClient.setQueryData(moderationKeys.emailPreferences(), result),
  });
}
