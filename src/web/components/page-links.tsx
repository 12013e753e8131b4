import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useHasMounted } from '@/web/lib/use-has-mounted';

/** What PageLinks reads of an infinite query whose pages carry the next page's cursor. */
export interface PagedList {
  data?: { pages: ReadonlyArray<{ nextCursor: string | null }> };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface PageLinksProps {
  list: PagedList;
  /** The cursor the list starts from (the address's `?cursor=`), or null at its first page. */
  from: string | null;
  /** The list's address from `cursor` (null: its first page), which the page's loader draws. */
  pageHref: (cursor: string | null) => string;
  labels: { first: string; next: string };
}

/**
 * A list's "Back to the first page" and "Load more", as links to those pages' addresses: they work before
 * and without the page's scripts. Once the scripts run, "Load more" appends the next page in place.
 */
export function PageLinks({ list, from, pageHref, labels }: PageLinksProps) {
  const hasMounted = useHasMounted();
  const nextCursor = list.data?.pages.at(-1)?.nextCursor ?? null;
  return (
    <>
      {from ? (
        <Button asChild variant="ghost">
          <Link to={pageHref(null)}>{labels.first}</Link>
        </Button>
      ) : null}
      {list.hasNextPage && nextCursor ? (
        <Button asChild variant="outline">
          <Link
            to={pageHref(nextCursor)}
            rel="next"
            preventScrollReset
            aria-disabled={list.isFetchingNextPage || undefined}
            onClick={(event) => {
              if (!hasMounted) return;
              event.preventDefault();
              if (!list.isFetchingNextPage) void list.fetchNextPage();
            }}
          >
            {labels.next}
          </Link>
        </Button>
      ) : null}
    </>
  );
}
