import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useHasMounted } from '@/web/lib/use-has-mounted';

export interface LoadMoreLinkProps {
  /** The address of the list from its next page (`?cursor=`), which the page's loader draws. */
  href: string;
  /** Appends the next page in place, once the page's scripts run. */
  onLoadMore: () => void;
  isLoading: boolean;
  children: ReactNode;
}

/**
 * A list's "Load more": a link to the next page's address, so it works before and without the page's
 * scripts (the loader draws that page); once they run, the click appends the next page in place instead.
 */
export function LoadMoreLink({ href, onLoadMore, isLoading, children }: LoadMoreLinkProps) {
  const hasMounted = useHasMounted();
  return (
    <Button asChild variant="outline">
      <Link
        to={href}
        rel="next"
        preventScrollReset
        aria-disabled={isLoading || undefined}
        onClick={(event) => {
          if (!hasMounted) return;
          event.preventDefault();
          onLoadMore();
        }}
      >
        {children}
      </Link>
    </Button>
  );
}
