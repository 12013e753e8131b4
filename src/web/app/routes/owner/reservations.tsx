import { Loader2, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent } from '@/web/components/ui/card';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { OwnerReservations } from '@/web/features/reservations/components/owner-reservations';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * /owner/reservations, the owner's landing page, for the restaurant picked in the sidebar: today's and
 * this week's counts, the next arrivals, the requests with confirm and decline, and the settings.
 */
export default function Component() {
  const { t } = useTranslation('owner');
  usePageTitle(t('reservationsTitle'));
  const { selected, isLoading } = useSelectedRestaurant();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('reservationsTitle')}</h1>
        <p className="text-sm text-slate-600">{t('reservationsSubtitle')}</p>
      </header>
      {isLoading ? (
        <div className="flex justify-center py-10" role="status">
          <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
        </div>
      ) : selected ? (
        <OwnerReservations restaurantId={selected.id} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="max-w-md text-sm text-slate-600">{t('noReservationsHint')}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
