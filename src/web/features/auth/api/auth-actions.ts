import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Role, SignInInput, SignUpInput } from '@/shared/schemas/auth.schema';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryKey, meQueryOptions } from '@/web/lib/session';

export const VERIFIED_CALLBACK = '/auth?verified=1';
/** Where a Google sign-in that failed comes back to (the page reports it). */
export const GOOGLE_ERROR_CALLBACK = '/auth?error=google';

/** `altcha`: the solved proof-of-work check, when the server asked for one (CHALLENGE_REQUIRED). */
export type SignInRequest = SignInInput & { altcha?: string };

export function signInWithEmail(input: SignInRequest) {
  return apiFetch<{ user: { id: string } }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { ...input, callbackURL: VERIFIED_CALLBACK },
  });
}

export function signUpWithEmail(input: SignUpInput) {
  return apiFetch<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input });
}

/**
 * What starts Google sign-in at better-auth's core social endpoint (generic OAuth providers go through
 * it; there is no /sign-in/oauth2 in better-auth 1.7): back to /auth afterwards, which switches the role
 * the person asked for. Sent by the button's script, and by the /auth page's action for the form
 * posted without scripts (app/lib/auth.server.ts).
 */
export function googleSignInBody(isRestaurantOwner: boolean) {
  const callbackURL = `/auth?is_restaurant_owner=${isRestaurantOwner ? 'true' : 'false'}`;
  return {
    provider: 'google',
    callbackURL,
    errorCallbackURL: GOOGLE_ERROR_CALLBACK,
    newUserCallbackURL: callbackURL,
    disableRedirect: true,
  };
}

/** Starts Google sign-in; the browser leaves for Google and comes back to /auth. */
export async function signInWithGoogle(isRestaurantOwner: boolean) {
  const result = await apiFetch<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: googleSignInBody(isRestaurantOwner),
  });
  if (result.url) window.location.assign(result.url);
}

export function signOut() {
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function updateRole(role: Exclude<Role, 'admin'>) {
  return apiFetch<{ role: Role }>('/api/me/role', { method: 'PATCH', body: { role } });
}

export function updateLocale(locale: Locale) {
  return apiFetch<{ locale: Locale }>('/api/me/locale', { method: 'PATCH', body: { locale } });
}

/**
 * Email sign-in. Resolves with the fresh signed-in user so the caller can route by role; every other
 * query is refreshed because many answers depend on who asks (reactions, ownership).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: async (input: SignInRequest) => {
      await signInWithEmail(input);
      // staleTime 0: always asks the server again, so the cached "signed out" answer is replaced.
      return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] }),
  });
}

export function useSignUp() {
  return useMutation({ mutationKey: ['auth', 'sign-up'], mutationFn: signUpWithEmail });
}

export function useGoogleSignIn() {
  return useMutation({ mutationKey: ['auth', 'google'], mutationFn: signInWithGoogle });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      // Not awaited: the toast and the move home need not wait for every page's data to reload.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
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

/** Remembers the interface language on the account (used for e-mails); failures are harmless. */
export function useUpdateLocale() {
  return useMutation({ mutationFn: updateLocale, onError: () => undefined });
}
