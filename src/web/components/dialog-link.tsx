import type { ComponentProps, MouseEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/**
 * A button-looking link to the page's address that draws a form (`?edit=`, `?delete=`), so a tap before
 * or without the page's scripts opens the form; once they run, a plain click opens the dialog instead
 * (`onOpen`) and the address stays.
 */
export function DialogLink({
  to,
  onOpen,
  linkRef,
  children,
  ...button
}: {
  to: string;
  onOpen: () => void;
  /** The link, for the dialog to give focus back to when it closes (it has no Radix trigger). */
  linkRef?: Ref<HTMLAnchorElement>;
  children: ReactNode;
} & Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick' | 'children' | 'type'>) {
  return (
    <Button asChild {...button}>
      <Link
        ref={linkRef}
        to={to}
        preventScrollReset
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen();
        }}
      >
        {children}
      </Link>
    </Button>
  );
}

/** A click the page answers in place once its scripts run (not one that opens a new browser tab). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
