import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { useAuthGate } from '@/web/lib/session';
import { reserveAddress } from './reserve-table-inline';

// The form (react-hook-form, the request's rules) loads on the first click, not with the page.
const ReserveTableDialog = lazy(() => import('./reserve-table-dialog'));

/**
 * "Reserve a table" on a restaurant's page, shown when the restaurant takes reservations. Signed out,
 * it follows the spec's pattern: the 'Authentication required' toast and on to /auth, coming back to
 * this page. `today` is the restaurant-time date from the page's loader. A link to the page's `?reserve`
 * address, which draws the form on the page (ReserveTableInline), so it works before and without the
 * scripts; with them, the tap opens the dialog instead.
 */
export function ReserveTableButton({ restaurantId, today }: { restaurantId: string; today: string }) {
  const { t } = useTranslation('reservations');
  const gate = useAuthGate();
  const [isOpen, setOpen] = useState(false);
  const open = (event: MouseEvent) => {
    event.preventDefault();
    if (gate({ description: t('authRequiredDescription'), returnTo: paths.restaurant(restaurantId) }))
      setOpen(true);
  };
  return (
    <>
      <Button asChild variant="outline">
        <Link to={reserveAddress(restaurantId)} onClick={open} aria-haspopup="dialog" preventScrollReset>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t('reserveTable')}
        </Link>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReserveTableDialog restaurantId={restaurantId} today={today} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
