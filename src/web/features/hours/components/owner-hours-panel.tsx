import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { restaurantHoursQueryOptions } from '../api/get-restaurant-hours';
import { OpeningHoursCard } from './opening-hours-card';
import { SpecialHoursManager } from './special-hours-manager';
import { WeeklyHoursEditor } from './weekly-hours-editor';

/**
 * Everything /owner/hours shows for one restaurant: the weekly editor, the special hours and a
 * preview of the diners' Opening Hours card.
 */
export function OwnerHoursPanel({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('owner-hours');
  // The owner edits what is stored now, not the diners' 5-minute cache.
  const query = useQuery({ ...restaurantHoursQueryOptions(restaurantId), staleTime: 0 });

  useEffect(() => {
    if (query.isError) {
      toast.error(t('loadErrorTitle'), { id: 'owner-hours-load-error', description: t('loadFailed') });
    }
  }, [query.isError, t]);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }

  if (query.isError) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('loadFailed')}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const { weekly, special, today } = query.data;
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <WeeklyHoursEditor key={restaurantId} restaurantId={restaurantId} weekly={weekly} />
        <SpecialHoursManager restaurantId={restaurantId} special={special} today={today} />
      </div>
      <aside aria-label={t('previewTitle')} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-slate-600">{t('previewTitle')}</h2>
        <OpeningHoursCard restaurantId={restaurantId} />
      </aside>
    </div>
  );
}
