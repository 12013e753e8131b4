import { MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { useErrorText } from '@/web/lib/use-error-text';
import { useLatestReviews } from '../api/get-latest-reviews';
import { ReviewCard } from './review-card';
import { ReviewCardSkeleton } from './review-card-skeleton';

/** Shows a toast once per failure: '{title}' with the server's message or the fallback. */
export function useErrorToast(error: Error | null, title: string, fallback: string) {
  const errorText = useErrorText();
  useEffect(() => {
    if (error) toast.error(title, { description: errorText(error, fallback) });
  }, [error, title, fallback, errorText]);
}

export function EmptyReviews({ children }: { children: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
      <MessageSquare className="h-8 w-8 text-slate-400" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** The three latest reviews while they load (also while they stream in on the home page). */
export function LatestReviewsSkeleton() {
  const { t } = useTranslation('reviews');
  return (
    <div className="grid gap-4 md:grid-cols-3" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((i) => (
        <ReviewCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The three newest reviews on the home page. */
export function LatestReviews() {
  const { t } = useTranslation('reviews');
  const query = useLatestReviews();
  useErrorToast(query.error, t('loadErrorTitle'), t('loadLatestFailed'));

  if (query.isPending) return <LatestReviewsSkeleton />;
  if (query.isError || query.data.length === 0) {
    return <EmptyReviews>{t('noLatestReviews')}</EmptyReviews>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {query.data.map((review) => (
        <li key={review.id} className="min-w-0">
          <ReviewCard review={review} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
