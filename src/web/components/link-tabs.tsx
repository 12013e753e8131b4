import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TabsTrigger } from '@/web/components/ui/tabs';
import { useHasMounted } from '@/web/lib/use-has-mounted';

/**
 * A tab that is a link to its own address (`?tab=…`), so it opens before or without the page's scripts
 * (a page load, or a new browser tab). Once the page is live, Radix changes the tab (mouse and keyboard
 * alike, through `useTabNavigation`) and a plain click on the link asks nothing more.
 */
export function TabLink({ value, to, children }: { value: string; to: string; children: ReactNode }) {
  const hasMounted = useHasMounted();
  return (
    <TabsTrigger value={value} asChild>
      <Link
        to={to}
        replace
        preventScrollReset
        onClick={(event) => {
          const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
          if (hasMounted && plain) event.preventDefault();
        }}
      >
        {children}
      </Link>
    </TabsTrigger>
  );
}

/**
 * The Tabs' `onValueChange` for link tabs: goes to the tab's address (`hrefOf`, null for a value that is
 * not a tab). Radix asks for a tab on the press and again on the focus that follows it: one navigation.
 */
export function useTabNavigation(hrefOf: (value: string) => string | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const lastAsked = useRef<string | null>(null);
  useEffect(() => {
    lastAsked.current = null;
  }, [location.search]);
  return (value: string) => {
    const href = hrefOf(value);
    if (href === null || href === lastAsked.current) return;
    lastAsked.current = href;
    void navigate(href, { replace: true, preventScrollReset: true });
  };
}
