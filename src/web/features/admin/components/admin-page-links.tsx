import { PageLinks, type PagedList } from '@/web/components/page-links';
import { useTranslation } from '@/web/i18n/use-translation';

/**
 * "Back to the first page" and "Load more" under an admin list (the claims of a tab, the pending
 * registrations): links to the list's pages (`?cursor=`), which the page's loader draws without scripts.
 */
export function AdminPageLinks({
  list,
  from,
  pageHref,
}: {
  list: PagedList;
  /** The cursor the list starts from (the address's `?cursor=`), or null at its first page. */
  from: string | null;
  /** The page's address from `cursor` (null: the first page). */
  pageHref: (cursor: string | null) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <PageLinks
        list={list}
        from={from}
        pageHref={pageHref}
        labels={{ first: t('firstPage'), next: list.isFetchingNextPage ? t('loadingMore') : t('loadMore') }}
      />
    </div>
  );
}
