import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from '@/web/i18n/use-translation';
import { MyReviews } from '@/web/features/reviews/components/my-reviews';
import { usePageTitle } from '@/web/lib/use-page-title';
import { myReviewsAction } from '../../lib/dashboard-actions.server';
import { getMyReviewsData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import type { Route } from './+types/my-reviews';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await getMyReviewsData(request, context)),
  head: privateHead(context, 'reviews:myReviewsTitle', 'reviews:myReviewsSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** Edit and Delete sent as forms (before or without the page's scripts, which use dialogs). */
export const action = ({ request, context }: Route.ActionArgs) => myReviewsAction(request, context);

// The page is in the query string: with scripts, "Load more" appends through the list's own query.
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

function Page({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('reviews');
  usePageTitle(t('myReviewsTitle'));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('myReviewsTitle')}</h1>
        <p className="text-slate-600">{t('myReviewsSubtitle')}</p>
      </header>
      <MyReviews refusedCursor={refusedCursor} />
    </section>
  );
}
