import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import { listAddress } from '@/web/lib/link-params';
import {
  REVIEW_SEARCH_MAX_LENGTH,
  reviewSorts,
  speyFilters,
  type ReviewSort,
  type SpeyFilter,
} from '@/shared/domain/review-constants';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { useErrorText } from '@/web/lib/use-error-text';
import { useReviews, type ReviewFilters } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { PageLinks } from '@/web/components/page-links';
import { ReviewCardSkeleton, ReviewCardSkeletons } from './review-card-skeleton';
import { EmptyReviews } from './review-list';
import { parseReviewFilters, readPageCursor, startOfList } from '../lib/review-filters';

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
  const filters = parseReviewFilters(params);
  // Functional updates, so a delayed search never overwrites a filter chosen meanwhile.
  const update = (patch: Partial<ReviewFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        // Other filters start the list again from its first page.
        next.delete('cursor');
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

/**
 * /reviews: search, rating and Spey filters, sort tabs; everything filtered and paged on the server.
 * `refusedCursor`: the address's cursor when the page's loader refused it (an old or hand-edited link):
 * the list starts from its first page and says so.
 */
export function AllReviews({ refusedCursor = null }: { refusedCursor?: string | null }) {
  const { t } = useTranslation('reviews');
  const { t: tCommon } = useTranslation('common');
  const errorText = useErrorText();
  const { filters, update } = useReviewFilters();
  const [params] = useSearchParams();
  // Until the scripts have taken the page over, the filters are a plain GET form (a tap on Search
  // reloads the list with the filters in the address); afterwards they apply as they change.
  const hasMounted = useHasMounted();
  const sortHref = (sort: ReviewSort) =>
    listAddress(paths.reviews(), params, null, { sort: sort === 'latest' ? null : sort });
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

  const { from, refused } = startOfList(readPageCursor(params), refusedCursor);
  const query = useReviews(filters, from);
  const { error } = query;
  useEffect(() => {
    if (error)
      toast.error(t('loadErrorTitle'), { description: errorText(error, t('loadRestaurantReviewsFailed')) });
  }, [error, t, errorText]);
  const sentinel = useOnVisible(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, Boolean(query.hasNextPage));

  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  // "Load more" is a link to the next page's address (`?cursor=`), so it works without scripts; with
  // them it appends the next page here instead.
  const pageHref = (cursor: string | null) => listAddress(paths.reviews(), params, cursor);

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        method="get"
        action={paths.reviews()}
        className="grid gap-3 md:grid-cols-[1fr_auto_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          update({ q: search.trim() });
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={searchId}>{t('searchLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              name="q"
              type="search"
              value={search}
              onChange={(e) => onSearchChange(e.target.value)}
              placeholder={t('searchPlaceholder')}
              className="pl-9"
              maxLength={REVIEW_SEARCH_MAX_LENGTH}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ratingId}>{t('ratingFilter')}</Label>
          <NativeSelect
            id={ratingId}
            name="rating"
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
            name="spey"
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
        {filters.sort === 'latest' ? null : <input type="hidden" name="sort" value={filters.sort} />}
        {hasMounted ? null : (
          <Button type="submit" className="self-end md:col-span-3 md:justify-self-start">
            {tCommon('search')}
          </Button>
        )}
      </form>

      {/* The sort orders are links to the same page (they work before and without the scripts). */}
      <nav aria-label={t('sortLabel')}>
        <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700">
          {reviewSorts.map((sort) => (
            <li key={sort}>
              <Link
                to={sortHref(sort)}
                replace
                preventScrollReset
                aria-current={filters.sort === sort ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  filters.sort === sort ? 'bg-white text-slate-900 shadow-sm' : 'hover:text-slate-900',
                )}
              >
                {t(sortLabels[sort])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {refused ? <Alert>{t('refusedCursor')}</Alert> : null}
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
      {query.hasNextPage || from ? (
        <div ref={sentinel} className="flex flex-wrap justify-center gap-3">
          <PageLinks
            list={query}
            from={from}
            pageHref={pageHref}
            labels={{ first: t('firstPage'), next: t('loadMore') }}
          />
        </div>
      ) : null}
    </div>
  );
}
