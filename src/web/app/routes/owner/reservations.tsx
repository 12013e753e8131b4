import { CalendarX } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /owner/reservations: the landing page; bookings are not offered yet. */
export default function Component() {
  const { t } = useTranslation('owner');
  usePageTitle(t('reservationsTitle'));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('reservationsTitle')}</h1>
        <p className="text-sm text-slate-600">{t('reservationsSubtitle')}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t('currentReservations')}</CardTitle>
          <CardDescription>{t('currentReservationsDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <CalendarX className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-800">{t('noReservations')}</p>
          <p className="max-w-md text-sm text-slate-600">{t('noReservationsHint')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
