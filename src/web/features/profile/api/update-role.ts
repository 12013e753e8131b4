import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, Role } from '@/shared/schemas/auth.schema';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/session';

export type SelfAssignableRole = Exclude<Role, 'admin'>;

export function updateRole(role: SelfAssignableRole) {
  return apiFetch<{ role: Role }>('/api/me/role', { method: 'PATCH', body: { role } });
}

/** Switches the caller between diner and owner (the server refuses admin and never demotes one). */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async ({ role }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, role } : me));
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
