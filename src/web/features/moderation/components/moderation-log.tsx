import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { useModerationLog } from '../api/admin-moderation';
import { useModerationDate } from '../use-moderation-date';

/** The audit log: who did what, when, with which note (newest first). */
export function ModerationLog() {
  const { t } = useTranslation('moderation');
  const formatDate = useModerationDate();
  const log = useModerationLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isPending) return <Skeleton className="h-32 w-full" />;
  if (log.isError) return <p className="text-sm text-red-700">{t('loadError')}</p>;
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('logEmpty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="moderation-log">
          <thead className="text-slate-600">
            <tr>
              <th className="py-2 pr-3 font-medium">{t('logWhen')}</th>
              <th className="py-2 pr-3 font-medium">{t('logWho')}</th>
              <th className="py-2 pr-3 font-medium">{t('logWhat')}</th>
              <th className="py-2 pr-3 font-medium">{t('logRestaurant')}</th>
              <th className="py-2 font-medium">{t('logNote')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(entry.createdAt)}</td>
                <td className="py-2 pr-3">{entry.actor?.username ?? t('logSystem')}</td>
                <td className="py-2 pr-3">{t(`log_${entry.action}`)}</td>
                <td className="py-2 pr-3">{entry.restaurant?.name ?? '–'}</td>
                <td className="py-2">{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.hasNextPage ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => void log.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
