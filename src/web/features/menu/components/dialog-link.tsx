import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { isPlainClick } from '../menu-address';

/**
 * A button-looking link to the page's address that draws a form (`?edit=`, `?delete=`), so a tap before
 * or without the page's scripts opens the form; once they run, a plain click opens the dialog instead
 * (`onOpen`) and the address stays.
 */
export function DialogLink({
  to,
  onOpen,
  children,
  ...button
}: {
  to: string;
  onOpen: () => void;
  children: ReactNode;
} & Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick' | 'children' | 'type'>) {
  return (
    <Button asChild {...button}>
      <Link
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
