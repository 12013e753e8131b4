import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@/shared/schemas/auth.schema';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/session';

export function updateUsername(username: string) {
  return apiFetch<{ username: string }>('/api/me/username', { method: 'PATCH', body: { username } });
}

/** Changes the caller's username; the new name is written into the `me` cache at once. */
export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: async ({ username }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, username } : me));
      // Lists that show the author's name (reviews) pick it up on their next load.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
