import { LogIn, PenLine } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PageLinks } from '@/web/components/page-links';
import { listAddress } from '@/web/lib/link-params';
import { toast } from '@/web/lib/toast';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { useErrorText } from '@/web/lib/use-error-text';
import { useMyReviews } from '../api/get-my-reviews';
import { MyReviewActions } from './my-review-actions';
import { DeleteReviewInline, EditReviewInline, useMyReviewView } from './my-review-forms';
import { ReviewCard } from './review-card';
import { ReviewCardSkeleton, ReviewCardSkeletons } from './review-card-skeleton';
import { EmptyReviews } from './review-list';
import { readPageCursor, startOfList } from '../lib/review-filters';

function SignInPrompt() {
  const { t } = useTranslation('reviews');
  const state: AuthNavigationState = { returnTo: paths.myReviews(), isSignUp: false };
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <LogIn className="h-8 w-8 text-brand-600" aria-hidden="true" />
        <p className="text-slate-700">{t('myReviewsSignIn')}</p>
        <Button asChild>
          <Link to={paths.auth()} state={state}>
            {t('signIn')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** One of the user's reviews, with the edit or delete form the address asks for under it. */
function MyReview({ review }: { review: ReviewCardView }) {
  const view = useMyReviewView(review.id);
  return (
    <li id={`review-${review.id}`} className="flex flex-col gap-3">
      <ReviewCard review={review} actions={<MyReviewActions review={review} />} />
      {view === 'edit' ? <EditReviewInline review={review} /> : null}
      {view === 'delete' ? <DeleteReviewInline review={review} /> : null}
    </li>
  );
}

/**
 * /my-reviews: the signed-in user's reviews, Spey ones included, with edit and delete. "Load more" is a
 * link to the next page's address (`?cursor=`); `refusedCursor` is the address's cursor when the page's
 * loader refused it.
 */
export function MyReviews({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { from, refused } = startOfList(readPageCursor(params), refusedCursor);
  const { data: me, isPending: isMePending } = useMe();
  const query = useMyReviews({ enabled: Boolean(me), from });
  const { error } = query;
  useEffect(() => {
    if (error)
      toast.error(t('loadErrorTitle'), { description: errorText(error, t('loadRestaurantReviewsFailed')) });
  }, [error, t, errorText]);

  if (isMePending) return <ReviewCardSkeletons count={3} />;
  if (!me) return <SignInPrompt />;
  if (query.isPending) return <ReviewCardSkeletons count={3} />;
  if (query.isError) return <Alert>{errorText(query.error, t('loadRestaurantReviewsFailed'))}</Alert>;

  const reviews = query.data.pages.flatMap((page) => page.items);
  const pageHref = (cursor: string | null) => listAddress(paths.myReviews(), params, cursor);
  return (
    <div className="flex flex-col gap-4">
      {refused ? <Alert>{t('refusedCursor')}</Alert> : null}
      {reviews.length === 0 ? (
        <>
          <EmptyReviews>{t('myReviewsEmpty')}</EmptyReviews>
          <Button asChild className="self-center">
            <Link to={paths.submit()}>
              <PenLine className="h-4 w-4" aria-hidden="true" />
              {t('writeFirstReview')}
            </Link>
          </Button>
        </>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <MyReview key={review.id} review={review} />
          ))}
        </ul>
      )}
      {query.isFetchingNextPage ? <ReviewCardSkeleton /> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <PageLinks
          list={query}
          from={from}
          pageHref={pageHref}
          labels={{ first: t('firstPage'), next: t('loadMore') }}
        />
      </div>
    </div>
  );
}
