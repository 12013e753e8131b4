import type { FormEvent } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/components/ui/button';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { useGoogleSignIn } from '../api/auth-actions';
import { useAppConfig } from '../api/get-app-config';
import { describeError } from '@/web/lib/error-text';
import { authErrorCodes } from '../auth-errors';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.45.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google'. It stays visible when the server has no Google keys and then explains why
 * it cannot be used, so the page looks the same everywhere. A form posted to the /auth page's action
 * (intent `google`), so a tap before or without the scripts also leaves for Google; with scripts the
 * button asks the API and the browser follows its answer.
 */
export function GoogleSignInButton({
  isRestaurantOwner,
  isDisabled,
}: {
  isRestaurantOwner: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation('auth');
  const hasMounted = useHasMounted();
  const { data: config, isLoading } = useAppConfig();
  const google = useGoogleSignIn();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!config?.googleEnabled) {
      toast.error(t('googleErrorTitle'), { description: t('googleNotConfigured') });
      return;
    }
    google.mutate(isRestaurantOwner, {
      onError: (error) =>
        toast.error(t('googleErrorTitle'), {
          description: describeError(t, error, t('googleErrorDescription'), authErrorCodes),
        }),
    });
  };

  return (
    <form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="google" />
      <input type="hidden" name="isRestaurantOwner" value={isRestaurantOwner ? 'true' : 'false'} />
      <Button
        type="submit"
        variant="outline"
        className="w-full"
        // Enabled until the page has mounted (the form works without scripts); stays disabled after
        // success: the browser is on its way to Google.
        disabled={hasMounted && (isDisabled || isLoading || google.isPending || google.isSuccess)}
      >
        <GoogleLogo />
        {t('continueWithGoogle')}
      </Button>
    </form>
  );
}
