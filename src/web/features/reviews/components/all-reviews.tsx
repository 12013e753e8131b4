import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import {
  RATING_MAX,
  RATING_MIN,
  reviewSorts,
  speyFilters,
  type ReviewSort,
  type SpeyFilter,
} from '@/shared/domain/review-constants';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useErrorText } from '@/web/lib/use-error-text';
import { useReviews, type ReviewFilters } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { ReviewCardSkeleton, ReviewCardSkeletons } from './review-card-skeleton';
import { EmptyReviews } from './review-list';

const sortLabels: Record<ReviewSort, string> = {
  latest: 'sortLatest',
  'highest-rated': 'sortHighest',
  'lowest-rated': 'sortLowest',
  'most-liked': 'sortMostLiked',
};
const speyLabels: Record<SpeyFilter, string> = { all: 'speyAll', spey: 'speyOnly', 'non-spey': 'speyNone' };

/** Filters live in the URL (?q=&rating=&spey=&sort=); ?restaurant={name} pre-fills the search. */
function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const rating = Number(params.get('rating'));
  const spey = params.get('spey');
  const sort = params.get('sort');
  const filters: ReviewFilters = {
    q: params.get('q') ?? params.get('restaurant') ?? '',
    rating: Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX ? rating : undefined,
    spey: speyFilters.includes(spey as SpeyFilter) ? (spey as SpeyFilter) : 'all',
    sort: reviewSorts.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'latest',
  };
  // Functional updates, so a delayed search never overwrites a filter chosen meanwhile.
  const update = (patch: Partial<ReviewFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const put = (key: string, value: string | undefined) =>
          value ? next.set(key, value) : next.delete(key);
        if ('q' in patch) {
          next.delete('restaurant');
          put('q', patch.q);
        }
        if ('rating' in patch) put('rating', patch.rating ? String(patch.rating) : undefined);
        if ('spey' in patch) put('spey', patch.spey === 'all' ? undefined : patch.spey);
        if ('sort' in patch) put('sort', patch.sort === 'latest' ? undefined : patch.sort);
        return next;
      },
      { replace: 'q' in patch, preventScrollReset: true },
    );
  return { filters, update };
}

/** Calls `onVisible` when the element scrolls into view (infinite scroll). */
function useOnVisible(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);
  return ref;
}

/** /reviews: search, rating and Spey filters, sort tabs; everything filtered and paged on the server. */
export function AllReviews() {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const { filters, update } = useReviewFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const searchId = useId();
  const ratingId = useId();
  const speyId = useId();

  // The box follows the URL (back/forward); the URL follows the box after a pause in typing.
  const [lastUrlQ, setLastUrlQ] = useState(filters.q);
  if (filters.q !== lastUrlQ) {
    setLastUrlQ(filters.q);
    if ((filters.q ?? '') !== search.trim()) setSearch(filters.q ?? '');
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearchChange = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ q: value.trim() }), 300);
  };

  const query = useReviews(filters);
  const { error } = query;
  useEffect(() => {
    if (error)
      toast.error(t('loadErrorTitle'), { description: errorText(error, t('loadRestaurantReviewsFailed')) });
  }, [error, t, errorText]);
  const sentinel = useOnVisible(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, Boolean(query.hasNextPage));

  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 md:grid-cols-[1fr_auto_auto]">
        <div className="flex flex-col gap-1">
          <Label htmlFor={searchId}>{t('searchLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => onSearchChange(e.target.value)}
              placeholder={t('searchPlaceholder')}
              className="pl-9"
              maxLength={200}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ratingId}>{t('ratingFilter')}</Label>
          <NativeSelect
            id={ratingId}
            value={filters.rating ? String(filters.rating) : ''}
            onChange={(e) => update({ rating: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('allRatings')}</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {t('starsFilterOption', { count: rating })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={speyId}>{t('speyFilter')}</Label>
          <NativeSelect
            id={speyId}
            value={filters.spey}
            onChange={(e) => update({ spey: e.target.value as SpeyFilter })}
          >
            {speyFilters.map((value) => (
              <option key={value} value={value}>
                {t(speyLabels[value])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <Tabs value={filters.sort} onValueChange={(value) => update({ sort: value as ReviewSort })}>
        <TabsList aria-label={t('sortLabel')}>
          {reviewSorts.map((sort) => (
            <TabsTrigger key={sort} value={sort}>
              {t(sortLabels[sort])}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>

      {query.isPending ? (
        <ReviewCardSkeletons count={5} />
      ) : query.isError && reviews.length === 0 ? (
        <Alert>{errorText(query.error, t('loadRestaurantReviewsFailed'))}</Alert>
      ) : reviews.length === 0 ? (
        <EmptyReviews>{t('noReviewsFound')}</EmptyReviews>
      ) : (
        <ul className="flex flex-col gap-4" aria-busy={query.isFetching}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchingNextPage ? <ReviewCardSkeleton /> : null}
      {query.hasNextPage ? (
        <div ref={sentinel} className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
