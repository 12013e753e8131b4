import { useTranslation } from '@/web/i18n/use-translation';
import type { RequestStatus } from '@/shared/schemas/claim.schema';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';

const tones: Record<RequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const labels = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected' } as const;

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={tones[status]} className="shrink-0 whitespace-nowrap">
      {t(labels[status])}
    </Badge>
  );
}
