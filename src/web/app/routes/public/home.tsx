import { ArrowRight } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { OpeningStatus } from '@/shared/domain/hours';
import { formatListBadge } from '@/web/features/hours/format-hours';
import { FeaturedRestaurants } from '@/web/features/restaurants/components/home/featured-restaurants';
import { HomeHero } from '@/web/features/restaurants/components/home/home-hero';
import { HowItWorks } from '@/web/features/restaurants/components/home/how-it-works';
import { StatsBand } from '@/web/features/restaurants/components/home/stats-band';
import { LatestReviews } from '@/web/features/reviews/components/review-list';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import { cn } from '@/web/lib/cn';
import { ActionFailureAlert, CARD_INTENTS } from '@/web/lib/action-result';
import { renderWhenVisible } from '@/web/lib/render-when-visible';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { LatestReviewsSkeleton } from '@/web/features/reviews/components/review-list';
import type { Route } from './+types/home';
import { cardAction } from '../../lib/actions.server';
import { getHomeData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';
import { websiteJsonLd } from '@/shared/seo/page-meta';

export const loader = ({ context }: Route.LoaderArgs) => getHomeData(context);

/** The site's head, with the site (and its search) and its publisher as JSON-LD. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { jsonLd: ({ seo, publicUrl }) => [websiteJsonLd(publicUrl, seo)] });

/** Like and dislike on the latest reviews, sent as forms (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => cardAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page latestReviews={loaderData.latestReviews} />
    </HydrationBoundary>
  );
}

function Page({ latestReviews }: { latestReviews: Promise<DehydratedState> }) {
  const { t } = useTranslation('home');
  const { t: tHours } = useTranslation('hours');
  const { t: tReviews } = useTranslation('reviews');
  usePageTitle(t('pageTitle'));
  const getOpenBadgeLabel = useCallback((status: OpeningStatus) => formatListBadge(status, tHours), [tHours]);

  return (
    <>
      <>
        <HomeHero />
      </>
      <FeaturedRestaurants getOpenBadgeLabel={getOpenBadgeLabel} />
      <>
        <HowItWorks />
      </>
      <>
        <StatsBand />
      </>
      <>
        <section
          aria-labelledby="latest-reviews-title"
          className={cn(
            'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:px-8',
            renderWhenVisible.section,
          )}
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="latest-reviews-title" className="text-3xl font-bold tracking-tight">
              {t('latestReviewsTitle')}
            </h2>
            <Link
              to={paths.reviews()}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              {t('viewAllReviews')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <ActionFailureAlert fallback={tReviews('reactionFailed')} intents={CARD_INTENTS} />
          {/* Streamed: skeletons in the first bytes, the reviews once their query answers. Without
              scripts the skeletons are hidden and the heading's link leads to /reviews. */}
          <Suspense fallback={<StreamFallback />}>
            <Await resolve={latestReviews} errorElement={<LatestReviews />}>
              {(state: DehydratedState) => (
                <HydrationBoundary state={state}>
                  <LatestReviews />
                </HydrationBoundary>
              )}
            </Await>
          </Suspense>
        </section>
      </>
    </>
  );
}

/** A browser without scripts never gets a streamed part in place (React moves it with a script). */
const HIDE_FALLBACK_WITHOUT_SCRIPTS = '[data-stream-fallback]{display:none}';

/** What a streamed part shows until it arrives; a browser without scripts never shows it. */
function StreamFallback() {
  return (
    <div data-stream-fallback="">
      <noscript>
        <style>{HIDE_FALLBACK_WITHOUT_SCRIPTS}</style>
      </noscript>
      <LatestReviewsSkeleton />
    </div>
  );
}
