import { useTranslation } from '@/web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { useSignOut } from '@/web/features/auth/api/auth-actions';
import { paths } from '@/web/lib/paths';

/** Signs out with the spec's toasts and goes home. */
export function useSignOutAction() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signOut = useSignOut();
  return {
    isPending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onSuccess: () => {
          toast.success(t('signedOutTitle'), { description: t('signedOutDescription') });
          void navigate(paths.home());
        },
        onError: () => toast.error(t('signOutFailedTitle'), { description: t('signOutFailedDescription') }),
      }),
  };
}
