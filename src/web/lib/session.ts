import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@/shared/schemas/auth.schema';
import { useTranslation } from '@/web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { apiFetch } from '@/web/lib/api-client';
import type { AuthNavigationState } from '@/web/lib/paths';

export const meQueryKey = ['me'] as const;

export function getMe() {
  return apiFetch<{ user: Me | null }>('/api/me').then((r) => r.user);
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });

/** The signed-in user with profile (null when signed out); `isLoading` while the session is checked. */
export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * For actions that need an account: returns a function that, when signed out, shows the
 * 'Authentication required' toast with the given sentence and goes to /auth (sign-up mode)
 * with a return target; it answers true when the user may go on.
 */
export function useAuthGate() {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return (options: { description: string; returnTo: string; signUp?: boolean }) => {
    if (me) return true;
    toast.error(t('authRequired'), { description: options.description });
    const state: AuthNavigationState = { returnTo: options.returnTo, isSignUp: options.signUp ?? true };
    void navigate(options.signUp === false ? '/auth' : '/auth?signup=true', { state });
    return false;
  };
}
