import { BadgeCheck, ClipboardList, LineChart, Search, ShieldCheck, Store, Utensils } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ClaimForm } from '@/web/features/claims/components/claim-form';
import { PartnerPage, type PartnerBenefit } from '@/web/features/claims/components/partner-page';
import { paths } from '@/web/lib/paths';
import { useAuthGate, useMe } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/become-a-partner';
import { submitClaimAction } from '../../lib/actions.server';
import { getClaimData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { keep: ['restaurantId'] });

const benefits: readonly PartnerBenefit[] = [
  { icon: Store, title: 'partnerBenefitProfileTitle', body: 'partnerBenefitProfileBody' },
  { icon: Utensils, title: 'partnerBenefitMenuTitle', body: 'partnerBenefitMenuBody' },
  { icon: LineChart, title: 'partnerBenefitInsightsTitle', body: 'partnerBenefitInsightsBody' },
];

const steps = [
  { icon: Search, title: 'stepFindTitle', body: 'stepFindBody' },
  { icon: ClipboardList, title: 'stepProofTitle', body: 'stepProofBody' },
  { icon: ShieldCheck, title: 'stepReviewTitle', body: 'stepReviewBody' },
] as const;

export const loader = ({ request, context }: Route.LoaderArgs) => getClaimData(request, context);

/** The claim form sent as a form (before or without the page's scripts): POST /api/claims's rules. */
export const action = ({ request, context }: Route.ActionArgs) => submitClaimAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

function Page() {
  const { t } = useTranslation('claims');
  usePageTitle(t('partnerTitle'));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const restaurantId = searchParams.get('restaurantId') || null;
  const { data: me, isLoading } = useMe();
  const gate = useAuthGate();

  return (
    <PartnerPage
      icon={BadgeCheck}
      title={t('partnerTitle')}
      subtitle={t('partnerSubtitle')}
      benefits={benefits}
      className="max-w-6xl gap-12"
    >
      <div className="grid gap-8 lg:grid-cols-5">
        <section className="flex flex-col gap-6 lg:col-span-2" aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="text-2xl font-bold">
            {t('howItWorks')}
          </h2>
          <ol className="flex flex-col gap-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 font-semibold">
                    <step.icon className="h-4 w-4 text-brand-600" aria-hidden="true" />
                    {t(step.title)}
                  </h3>
                  <p className="text-sm text-slate-600">{t(step.body)}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
            <p className="font-semibold">{t('notListedTitle')}</p>
            <p className="mt-1">{t('notListedBody')}</p>
            <Button asChild variant="link" className="mt-1 h-auto px-0">
              <Link to={paths.registerRestaurant()}>{t('registerInstead')}</Link>
            </Button>
          </div>
        </section>

        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle as="h2">{t('claimFormTitle')}</CardTitle>
            <CardDescription>{t('claimFormDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {isLoading ? (
              <Skeleton className="h-80 w-full" />
            ) : me ? (
              <ClaimForm initialRestaurantId={restaurantId} defaultEmail={me.email} />
            ) : (
              <div className="flex flex-col items-center gap-3 py-6 text-center">
                <p className="font-semibold">{t('claimSignInTitle')}</p>
                <p className="text-sm text-slate-600">{t('claimSignInBody')}</p>
                <Button asChild size="lg">
                  <Link
                    to={`${paths.auth()}?${new URLSearchParams({ returnTo: `${location.pathname}${location.search}` }).toString()}`}
                    onClick={(event) => {
                      event.preventDefault();
                      gate({
                        description: t('claimSignInToast'),
                        returnTo: `${location.pathname}${location.search}`,
                        signUp: false,
                      });
                    }}
                  >
                    {t('claimSignInButton')}
                  </Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      <p className="text-center text-slate-600">
        <Trans
          t={t}
          i18nKey="helpLine"
          components={{
            faq: (
              <Link
                to={paths.faq()}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              />
            ),
            contact: (
              <Link
                to={paths.contact()}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              />
            ),
          }}
        />
      </p>
    </PartnerPage>
  );
}
