import { LogIn } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths, type AuthNavigationState } from '@/web/lib/paths';

/** Shown on /profile when signed out: a way to sign in that comes back here. */
export function SignedOutPrompt() {
  const { t } = useTranslation('profile');
  const state: AuthNavigationState = { returnTo: paths.profile(), isSignUp: false };
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <LogIn className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('signedOutTitle')}</h1>
      <p className="text-slate-600">{t('signedOutBody')}</p>
      <Button asChild>
        <Link to={paths.auth()} state={state}>
          {t('signIn')}
        </Link>
      </Button>
    </section>
  );
}
