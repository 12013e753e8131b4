import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { useAuthGate } from '@/web/lib/session';

// The form (react-hook-form, the request's rules) loads on the first click, not with the page.
const ReserveTableDialog = lazy(() => import('./reserve-table-dialog'));

/**
 * "Reserve a table" on a restaurant's page, shown when the restaurant takes reservations. Signed out,
 * it follows the spec's pattern: the 'Authentication required' toast and on to /auth, coming back to
 * this page. `today` is the restaurant-time date from the page's loader.
 */
export function ReserveTableButton({ restaurantId, today }: { restaurantId: string; today: string }) {
  const { t } = useTranslation('reservations');
  const gate = useAuthGate();
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    if (gate({ description: t('authRequiredDescription'), returnTo: paths.restaurant(restaurantId) }))
      setOpen(true);
  };
  return (
    <>
      <Button variant="outline" onClick={open}>
        <CalendarPlus className="h-4 w-4" aria-hidden="true" />
        {t('reserveTable')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReserveTableDialog restaurantId={restaurantId} today={today} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
