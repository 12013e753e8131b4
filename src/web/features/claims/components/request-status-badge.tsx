import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@/shared/schemas/claim.schema';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';

const tones: Record<RequestStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };
const labels = {
  claim: { pending: 'claimStatusPending', approved: 'claimStatusApproved', rejected: 'claimStatusRejected' },
  registration: {
    pending: 'registrationStatusPending',
    approved: 'registrationStatusApproved',
    rejected: 'registrationStatusRejected',
  },
} as const;

/** The status of the caller's own claim or registration, translated (for /profile next to useMyClaims/useMyRegistrations). */
export function RequestStatusBadge({ status, kind }: { status: RequestStatus; kind: 'claim' | 'registration' }) {
  const { t } = useTranslation('claims');
  return <Badge tone={tones[status]}>{t(labels[kind][status])}</Badge>;
}
