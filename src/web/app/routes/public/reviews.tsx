import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from '@/web/i18n/use-translation';
import { AllReviews } from '@/web/features/reviews/components/all-reviews';
import { ActionFailureAlert, CARD_INTENTS } from '@/web/lib/action-result';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/reviews';
import { cardAction } from '../../lib/actions.server';
import { getReviewsData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import { REVIEW_PAGE_PARAMS } from '@/web/features/reviews/lib/review-filters';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { keep: REVIEW_PAGE_PARAMS });

export const loader = ({ request, context }: Route.LoaderArgs) => getReviewsData(request, context);

/** Like and dislike sent as forms (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => cardAction(request, context);

/** Filters change through the list's own queries once the page runs; the loader serves first visits. */
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/** `refusedCursor`: the address's cursor, when the list refused it (the loader drew the first page). */
function Page({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('reviews');
  usePageTitle(t('allReviewsTitle'));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('allReviewsTitle')}</h1>
        <p className="text-slate-600">{t('allReviewsSubtitle')}</p>
      </header>
      <ActionFailureAlert fallback={t('reactionFailed')} intents={CARD_INTENTS} />
      <AllReviews refusedCursor={refusedCursor} />
    </section>
  );
}
