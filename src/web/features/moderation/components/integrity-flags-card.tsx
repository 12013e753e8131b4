import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/web/lib/toast';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { useErrorText } from '@/web/lib/use-error-text';
import { useIntegrityFlags, useSetReviewPause } from '../api/admin-moderation';
import { useModerationDate } from '../use-moderation-date';

const DAY_MS = 86_400_000;

/** Admin dashboard: restaurants with unusual review activity, with the reason, and pause controls. */
export function IntegrityFlagsCard() {
  const { t } = useTranslation('moderation');
  const formatDate = useModerationDate();
  const errorText = useErrorText();
  const flags = useIntegrityFlags();
  const pause = useSetReviewPause();

  const setPause = (restaurantId: string, until: string | null) =>
    pause.mutate(
      { restaurantId, until },
      {
        onSuccess: () => toast.success(until ? t('pausedToast') : t('resumedToast')),
        onError: (failure) => toast.error(t('error'), { description: errorText(failure, t('actionFailed')) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="h-5 w-5 text-amber-600" aria-hidden="true" />
          {t('integrityTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {flags.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : flags.isError ? (
          <p className="text-sm text-red-700">{t('loadError')}</p>
        ) : flags.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('integrityNone')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="integrity-flags">
            {flags.data.items.map((flag) => (
              <li key={flag.restaurant.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={paths.restaurant(flag.restaurant.id)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {flag.restaurant.name}
                  </Link>
                  {flag.reasons.map((reason) => (
                    <Badge key={reason} tone="warning">
                      {t(`integrity_${reason}`)}
                    </Badge>
                  ))}
                </div>
                <p className="text-sm text-slate-600">
                  {t('integrityFigures', {
                    count: flag.reviewsLast24h,
                    average: flag.dailyAverage,
                    young: flag.youngAccountReviews,
                  })}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {flag.reviewsPausedUntil ? (
                    <>
                      <span className="text-sm text-amber-800">
                        {t('pausedUntil', { date: formatDate(flag.reviewsPausedUntil) })}
                      </span>
                      <Button size="sm" variant="outline" onClick={() => setPause(flag.restaurant.id, null)}>
                        {t('resumeReviews')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          setPause(flag.restaurant.id, new Date(Date.now() + DAY_MS).toISOString())
                        }
                      >
                        {t('pauseDay')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          setPause(flag.restaurant.id, new Date(Date.now() + 7 * DAY_MS).toISOString())
                        }
                      >
                        {t('pauseWeek')}
                      </Button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
