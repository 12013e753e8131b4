import { useIsMutating } from '@tanstack/react-query';
import { CircleCheck, CircleAlert, Info, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, Navigate, useActionData, useLocation, useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import { LanguageSwitch } from '@/web/components/layouts/language-switch';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { getHomeForRole, getSafeReturnTo } from '@/web/features/auth/auth-redirect';
import { AuthNotice } from '@/web/features/auth/components/auth-notice';
import { GoogleSignInButton } from '@/web/features/auth/components/google-sign-in-button';
import { SignInForm } from '@/web/features/auth/components/sign-in-form';
import { SignUpForm } from '@/web/features/auth/components/sign-up-form';
import { useOwnerRoleSwitch } from '@/web/features/auth/use-owner-role-switch';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import { useScrollRestoration } from '@/web/lib/scroll-restoration';
import { useMe } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/auth';
import { redirectSignedIn } from '../../lib/guards.server';
import { authAction } from '../../lib/auth.server';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { keep: ['signup', 'owner'] });

type AuthTab = 'signin' | 'signup';

/** Navigation state comes from anywhere (even history); keep only well-typed fields. */
function readNavigationState(state: unknown): AuthNavigationState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  return {
    isSignUp: s.isSignUp === true,
    isRestaurantOwner: s.isRestaurantOwner === true,
    returnTo: typeof s.returnTo === 'string' ? s.returnTo : undefined,
    message: typeof s.message === 'string' ? s.message : undefined,
  };
}

export const loader = ({ request, context }: Route.LoaderArgs) => redirectSignedIn(request, context);

/** Sign-in and sign-up posted as forms, before or without scripts (with scripts they call the API). */
export const action = ({ request, context }: Route.ActionArgs) => authAction(request, context);

/** The address of one tab: the same page with `signup=true` or without it (works without scripts). */
function tabHref(searchParams: URLSearchParams, tab: AuthTab): string {
  const next = new URLSearchParams(searchParams);
  next.delete('error');
  if (tab === 'signup') next.set('signup', 'true');
  else next.delete('signup');
  const query = next.toString();
  return query ? `?${query}` : '?';
}

export default function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('pageTitle'));
  useScrollRestoration();
  const [searchParams, setSearchParams] = useSearchParams();
  const locationState: unknown = useLocation().state;
  const navState = readNavigationState(locationState);
  const isRestaurantOwner = searchParams.get('owner') === 'true' || navState.isRestaurantOwner === true;
  const result = useActionData<typeof action>();
  const [tab, setTab] = useState<AuthTab>(
    result?.intent === 'signup' && !result.ok
      ? 'signup'
      : (searchParams.get('signup') === 'true' || navState.isSignUp) && !result?.ok
        ? 'signup'
        : 'signin',
  );
  const returnTo = getSafeReturnTo(navState.returnTo ?? searchParams.get('returnTo'));

  const { data: me, isLoading: isMeLoading } = useMe();
  const isSigningIn = useIsMutating({ mutationKey: ['auth', 'sign-in'] }) > 0;
  const isBusy = useIsMutating({ mutationKey: ['auth'] }) > 0;
  const wantsOwnerRole = searchParams.get('is_restaurant_owner') === 'true';
  const roleSwitch = useOwnerRoleSwitch(me, wantsOwnerRole);

  const errors = searchParams.getAll('error');
  const hasGoogleError = errors.includes('google');
  useEffect(() => {
    if (!hasGoogleError) return;
    toast.error(t('googleErrorTitle'), {
      id: 'google-sign-in-error',
      description: t('googleErrorDescription'),
    });
    // Drop the error from the address so a reload does not report it again.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true, state: locationState },
    );
  }, [hasGoogleError, setSearchParams, t, locationState]);

  // Signed in (already, or just now): go on, once a pending owner-role switch has finished.
  if (me && !isSigningIn && roleSwitch.isSettled) {
    return <Navigate to={returnTo ?? getHomeForRole(me.role)} replace />;
  }

  const isVerifiedReturn = searchParams.get('verified') === '1';
  const hasVerifyError = isVerifiedReturn && errors.length > 0 && !hasGoogleError;
  // While signing in the form stays mounted, so its success toast and reset still run.
  const isWaiting = isMeLoading || (Boolean(me) && !isSigningIn);

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6">
        <Link to={paths.home()} className="text-2xl font-extrabold tracking-tight text-brand-600">
          {t('appName', { ns: 'common' })}
          {/* The name starts with the visible text (WCAG 2.5.3, label in name). */}
          <span className="sr-only"> {t('backToHome')}</span>
        </Link>
        <LanguageSwitch />
      </header>

      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-8">
        {isWaiting ? (
          <>
            <div className="flex flex-1 items-center justify-center" role="status">
              <LoaderCircle className="h-8 w-8 animate-spin text-brand-600" aria-hidden="true" />
              <span className="sr-only">{t('loading')}</span>
            </div>
            {me && wantsOwnerRole ? <OwnerRoleWithoutScripts /> : null}
          </>
        ) : (
          <Card>
            <CardHeader className="items-center gap-2 pt-8 text-center">
              <h1 className="text-2xl font-bold">{t('welcome')}</h1>
              <p className="text-sm text-slate-600">
                {isRestaurantOwner ? t('subtitleOwner') : t('subtitleDiner')}
              </p>
              {isRestaurantOwner ? (
                <Badge tone="warning" className="mt-1">
                  <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
                  {t('ownerBadge')}
                </Badge>
              ) : null}
            </CardHeader>

            <CardContent className="flex flex-col gap-5">
              {hasGoogleError ? (
                // With scripts the failure is a toast (above); without them, this line.
                <noscript>
                  {import.meta.env.SSR ? (
                    <AuthNotice tone="error" icon={CircleAlert} title={t('googleErrorTitle')} isUrgent>
                      {t('googleErrorDescription')}
                    </AuthNotice>
                  ) : null}
                </noscript>
              ) : null}
              {isVerifiedReturn && !hasVerifyError ? (
                <AuthNotice tone="success" icon={CircleCheck} title={t('verifiedTitle')}>
                  {t('verifiedDescription')}
                </AuthNotice>
              ) : null}
              {hasVerifyError ? (
                <AuthNotice tone="error" icon={CircleAlert} title={t('verifyFailedTitle')} isUrgent>
                  {t('verifyFailedDescription')}
                </AuthNotice>
              ) : null}
              {result?.intent === 'signup' && result.ok ? (
                <AuthNotice tone="success" icon={CircleCheck} title={t('accountCreatedTitle')}>
                  {t('accountCreatedDescription')}
                </AuthNotice>
              ) : null}
              {navState.message ? (
                <AuthNotice tone="brand" icon={Info}>
                  {navState.message}
                </AuthNotice>
              ) : null}

              <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}>
                <TabsList className="w-full">
                  {/* Links, so the tabs also switch before or without scripts (a page load). */}
                  <TabsTrigger value="signin" disabled={isBusy} className="flex-1 text-center" asChild>
                    <Link
                      to={tabHref(searchParams, 'signin')}
                      replace
                      preventScrollReset
                      state={locationState}
                    >
                      {t('tabSignIn')}
                    </Link>
                  </TabsTrigger>
                  <TabsTrigger value="signup" disabled={isBusy} className="flex-1 text-center" asChild>
                    <Link
                      to={tabHref(searchParams, 'signup')}
                      replace
                      preventScrollReset
                      state={locationState}
                    >
                      {t('tabSignUp')}
                    </Link>
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="mt-5">
                  <SignInForm isDisabled={isBusy} result={result} />
                </TabsContent>
                <TabsContent value="signup" className="mt-5">
                  <SignUpForm
                    isDisabled={isBusy}
                    isRestaurantOwner={isRestaurantOwner}
                    onSignedUp={() => setTab('signin')}
                    result={result}
                  />
                </TabsContent>
              </Tabs>

              <div className="flex items-center gap-3 text-xs text-slate-500">
                <span className="h-px flex-1 bg-slate-200" />
                {t('or')}
                <span className="h-px flex-1 bg-slate-200" />
              </div>

              <GoogleSignInButton isRestaurantOwner={isRestaurantOwner} isDisabled={isBusy} />

              <p className="text-center text-xs leading-relaxed text-slate-500">
                <Trans
                  t={t}
                  i18nKey="termsNotice"
                  components={{
                    terms: (
                      <Link
                        to={paths.terms()}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      />
                    ),
                    privacy: (
                      <Link
                        to={paths.privacy()}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      />
                    ),
                  }}
                />
              </p>
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}

/**
 * A Google sign-up that asked for the owner role, back on /auth without scripts (the page's script
 * switches the role itself): one button that does it (the action's intent `owner-role`). Inside
 * `<noscript>`, drawn by the server only.
 */
function OwnerRoleWithoutScripts() {
  const { t } = useTranslation('auth');
  return (
    <noscript>
      {import.meta.env.SSR ? (
        <form method="post" className="flex flex-col items-center gap-3 text-center">
          <input type="hidden" name="intent" value="owner-role" />
          <p className="text-slate-700">{t('ownerRolePrompt')}</p>
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
            {t('ownerRoleContinue')}
          </button>
        </form>
      ) : null}
    </noscript>
  );
}
