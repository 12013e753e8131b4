import { useEffect, useRef } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { Me } from '@/shared/schemas/auth.schema';
import { useUpdateRole } from './api/auth-actions';

/**
 * After Google sign-in the owner choice comes back as ?is_restaurant_owner=true; a regular user is then
 * switched to owner once. `isSettled` tells the page when it may move on.
 */
export function useOwnerRoleSwitch(me: Me | null | undefined, wantsOwnerRole: boolean) {
  const { t } = useTranslation('auth');
  const { mutate: switchRole, isPending, isSuccess, isError } = useUpdateRole();
  const hasStarted = useRef(false);
  const isNeeded = wantsOwnerRole && me?.role === 'user';

  useEffect(() => {
    if (!isNeeded || hasStarted.current) return;
    hasStarted.current = true;
    switchRole('owner', {
      onSuccess: () =>
        toast.success(t('roleUpdatedTitle'), {
          description: t('roleUpdatedDescription', { role: t('roleOwner') }),
        }),
      onError: () =>
        toast.error(t('roleUpdateFailedTitle'), { description: t('roleUpdateFailedDescription') }),
    });
  }, [isNeeded, switchRole, t]);

  return { isSettled: !isPending && (!isNeeded || isSuccess || isError) };
}
