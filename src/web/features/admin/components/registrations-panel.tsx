import { Clock, Globe, MapPin, Phone, RotateCw, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { AdminPageLinks } from './admin-page-links';
import { toast } from '@/web/lib/toast';
import { cuisineKey } from '@/shared/domain/cuisines';
import type { AdminRegistration } from '@/shared/schemas/registration.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useErrorText } from '@/web/lib/use-error-text';
import { useAdminRegistrations } from '../api/get-admin-registrations';
import { useReviewRegistration, type RegistrationDecision } from '../api/review-registration';
import { useFormatDate } from '../use-format-date';
import { DecisionForm } from './decision-form';

/**
 * Pending restaurant registrations with every submitted detail, to approve (creates the restaurant) or
 * reject, from the page `from` names (the address's `?cursor=`; "Load more" is a link to the next one).
 */
export function RegistrationsPanel({
  from = null,
  pageHref,
}: {
  from?: string | null;
  /** The page's address from `cursor` (null: the first page). */
  pageHref: (cursor: string | null) => string;
}) {
  const { t } = useTranslation('admin');
  const registrations = useAdminRegistrations({ status: 'pending' }, from);
  const review = useReviewRegistration();
  const errorText = useErrorText();

  const decide = (registrationId: string, decision: RegistrationDecision) =>
    review.mutate(
      { registrationId, decision },
      {
        onSuccess: () => {
          if (decision === 'approve') {
            toast.success(t('registrationApproved'), { description: t('registrationApprovedDescription') });
          } else {
            toast.success(t('registrationRejected'), { description: t('registrationRejectedDescription') });
          }
        },
        onError: (error) => {
          toast.error(t('error'), { description: errorText(error, t('registrationReviewFailed')) });
        },
      },
    );

  if (registrations.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (registrations.isError) {
    return (
      <Alert className="flex flex-col items-start gap-2">
        <p className="font-semibold">{t('registrationsLoadError')}</p>
        <p>{errorText(registrations.error, t('loadErrorDescription'))}</p>
        <Button variant="outline" size="sm" onClick={() => void registrations.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const items = registrations.data.pages.flatMap((page) => page.items);
  const pageLinks = <AdminPageLinks list={registrations} from={from} pageHref={pageHref} />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {t('noRegistrations')}
        </p>
        {pageLinks}
      </div>
    );
  }
  const pending = review.isPending ? review.variables : null;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((registration) => (
          <li key={registration.id}>
            <RegistrationCard
              registration={registration}
              isDisabled={pending !== null}
              busyDecision={pending?.registrationId === registration.id ? pending.decision : null}
              onDecide={(decision) => decide(registration.id, decision)}
            />
          </li>
        ))}
      </ul>
      {pageLinks}
    </div>
  );
}

function RegistrationCard({
  registration,
  isDisabled,
  busyDecision,
  onDecide,
}: {
  registration: AdminRegistration;
  isDisabled: boolean;
  busyDecision: RegistrationDecision | null;
  onDecide: (decision: RegistrationDecision) => void;
}) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const cuisine = t(`cuisine${cuisineKey(registration.cuisine)}`, {
    ns: 'claims',
    defaultValue: registration.cuisine,
  });
  return (
    <Card className="flex h-full flex-col" data-testid="registration-card">
      <CardHeader className="flex-row items-start gap-3">
        <Store className="mt-1 h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{registration.name}</h3>
          <p className="text-sm text-slate-600">
            {cuisine} · {registration.priceRange} ·{' '}
            {t('submittedBy', {
              username: registration.requester?.username ?? t('unknownUser'),
              date: formatDate(registration.createdAt),
            })}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="whitespace-pre-wrap text-slate-800">{registration.description}</p>
        <ul className="flex flex-col gap-1.5 text-slate-700">
          <li className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-label={t('address')} />
            <span>
              {registration.address} · {registration.location}
            </span>
          </li>
          <li className="flex gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-label={t('phone')} />
            <span>{registration.phone}</span>
          </li>
          {registration.website ? (
            <li className="flex gap-2">
              <Globe className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-label={t('website')} />
              <a
                href={registration.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-brand-700 underline-offset-4 hover:underline"
              >
                {registration.website}
              </a>
            </li>
          ) : null}
          <li className="flex gap-2">
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-label={t('openingHours')} />
            <span className="whitespace-pre-wrap">{registration.openingHours}</span>
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
          <DecisionForm
            intent="registration-decision"
            id={registration.id}
            decision="reject"
            onDecide={() => onDecide('reject')}
            size="sm"
            disabled={isDisabled}
            aria-label={t('rejectRegistrationOf', { name: registration.name })}
            isBusy={busyDecision === 'reject'}
          />
          <DecisionForm
            intent="registration-decision"
            id={registration.id}
            decision="approve"
            onDecide={() => onDecide('approve')}
            size="sm"
            disabled={isDisabled}
            aria-label={t('approveRegistrationOf', { name: registration.name })}
            isBusy={busyDecision === 'approve'}
          />
        </div>
      </CardContent>
    </Card>
  );
}
