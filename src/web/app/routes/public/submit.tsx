import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from '@/web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { RESTAURANT_SEARCH_FORM, WriteReviewForm } from '@/web/features/reviews/components/write-review-form';
import { paths } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/submit';
import { submitReviewAction } from '../../lib/actions.server';
import { requireAccount } from '../../lib/guards.server';
import { getRestaurantPickerData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { keep: ['restaurantId'] });

/** Signed out: 'Authentication required' and on to /auth in sign-up mode, coming back here afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccount(request, context, 'review-auth-required');
  return getRestaurantPickerData(request, context);
}

/** The review form sent as a form (before or without the page's scripts): POST /api/reviews's rules. */
export const action = ({ request, context }: Route.ActionArgs) => submitReviewAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

function Page() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('writeTitle'));
  const [params] = useSearchParams();
  const { data: me, isPending } = useMe();

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('writeTitle')}</h1>
        <p className="text-slate-600">{t('writeSubtitle')}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          {isPending || !me ? (
            <div className="flex flex-col gap-4" aria-busy="true">
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-10 w-48" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : (
            <>
              {/* The restaurant picker's search without scripts: an empty form its box and button join. */}
              <form id={RESTAURANT_SEARCH_FORM} method="get" action={paths.submit()} />
              <WriteReviewForm initialRestaurantId={params.get('restaurantId') ?? undefined} />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
