import { ClipboardList } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { RequestStatus } from '@/shared/schemas/claim.schema';
import { Alert } from '@/web/components/ui/alert';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatInstantDate } from '@/web/lib/format-date';
import { paths } from '@/web/lib/paths';

/** A claim or a registration, reduced to what the profile lists. */
export interface RestaurantRequest {
  id: string;
  kind: 'claim' | 'registration';
  name: string;
  restaurantId: string | null;
  status: RequestStatus;
  reviewNotes: string | null;
  createdAt: string;
}

const statusTones: Record<RequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const statusKeys: Record<RequestStatus, string> = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
};

export function RequestsSection({
  requests,
  isLoading,
  isError,
  onRetry,
}: {
  requests: RestaurantRequest[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const formatDate = (iso: string) => formatInstantDate(iso, i18n.language);

  return (
    <Card>
      <CardHeader>
        <h2 id="requests-title" className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardList className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t('requestsTitle')}
        </h2>
        <CardDescription>{t('requestsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1].map((n) => (
              <Skeleton key={n} className="h-14 w-full" />
            ))}
          </div>
        ) : isError ? (
          <Alert className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('requestsError')}</span>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('retry')}
            </Button>
          </Alert>
        ) : requests.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-slate-600">
            <p>{t('requestsEmpty')}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.becomeAPartner()}>{t('claimRestaurant')}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.registerRestaurant()}>{t('registerRestaurant')}</Link>
              </Button>
            </div>
          </div>
        ) : (
          <ul aria-labelledby="requests-title" className="divide-y divide-slate-200">
            {requests.map((request) => (
              <li
                key={`${request.kind}-${request.id}`}
                className="flex flex-wrap items-start justify-between gap-3 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t(request.kind === 'claim' ? 'claimLabel' : 'registrationLabel')}
                  </p>
                  {request.restaurantId ? (
                    <Link
                      to={paths.restaurant(request.restaurantId)}
                      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {request.name}
                    </Link>
                  ) : (
                    <p className="font-semibold text-slate-900">{request.name}</p>
                  )}
                  <p className="text-sm text-slate-600">
                    {t('submittedOn', { date: formatDate(request.createdAt) })}
                  </p>
                  {request.reviewNotes ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('reviewNotes', { notes: request.reviewNotes })}
                    </p>
                  ) : null}
                </div>
                <Badge tone={statusTones[request.status]}>{t(statusKeys[request.status])}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
