import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, SignInInput, SignUpInput } from '@/shared/schemas/auth.schema';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/session';

export const VERIFIED_CALLBACK = '/auth?verified=1';

export function signInWithEmail(input: SignInInput) {
  return apiFetch<{ user: { id: string } }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { ...input, callbackURL: VERIFIED_CALLBACK },
  });
}

export function signUpWithEmail(input: SignUpInput) {
  return apiFetch<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input });
}

/** Starts Google sign-in; the browser leaves for Google and comes back to /auth. */
export async function signInWithGoogle(isRestaurantOwner: boolean) {
  const callbackURL = `/auth?is_restaurant_owner=${isRestaurantOwner ? 'true' : 'false'}`;
  const result = await apiFetch<{ url?: string }>('/api/auth/sign-in/oauth2', {
    method: 'POST',
    body: { providerId: 'google', callbackURL, errorCallbackURL: '/auth?error=google', newUserCallbackURL: callbackURL },
  });
  if (result.url) window.location.assign(result.url);
}

export function signOut() {
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function updateRole(role: Exclude<Role, 'admin'>) {
  return apiFetch<{ role: Role }>('/api/me/role', { method: 'PATCH', body: { role } });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(meQueryKey, null);
      await queryClient.invalidateQueries();
    },
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

