import { PauseCircle } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import { useTranslation } from '@/web/i18n/use-translation';
import { useDateFormat } from '../use-date-format';

/**
 * On a restaurant's page while an administrator has paused new reviews (`reviewsPausedUntil` from the
 * restaurant detail). The page leaves out its Add Review buttons meanwhile; the server refuses with
 * REVIEWS_PAUSED.
 */
export function ReviewsPausedNotice({ pausedUntil }: { pausedUntil: string | null }) {
  const { t } = useTranslation('reviews');
  const { formatDate } = useDateFormat();
  if (!pausedUntil) return null;
  return (
    <Alert tone="info" className="flex items-start gap-2" data-testid="reviews-paused">
      <PauseCircle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('reviewsPausedTitle')}</p>
        <p>{t('reviewsPausedNotice', { date: formatDate(pausedUntil) })}</p>
      </div>
    </Alert>
  );
}
