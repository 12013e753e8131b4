import { Link } from 'react-router';
import { LoadMoreLink } from '@/web/components/load-more-link';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';

export interface ReviewPageLinksProps {
  /** The cursor the list starts from (the address's `?cursor=`), or null at the first page. */
  from: string | null;
  /** The next page's cursor, or null at the end. */
  nextCursor: string | null;
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** The list's address from `cursor` (null: the first page). */
  pageHref: (cursor: string | null) => string;
}

/** A list of reviews' "Back to the first page" (when it starts further on) and "Load more" links. */
export function ReviewPageLinks({ from, nextCursor, query, pageHref }: ReviewPageLinksProps) {
  const { t } = useTranslation('reviews');
  return (
    <>
      {from ? (
        <Button asChild variant="ghost">
          <Link to={pageHref(null)}>{t('firstPage')}</Link>
        </Button>
      ) : null}
      {query.hasNextPage && nextCursor ? (
        <LoadMoreLink
          href={pageHref(nextCursor)}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {t('loadMore')}
        </LoadMoreLink>
      ) : null}
    </>
  );
}
