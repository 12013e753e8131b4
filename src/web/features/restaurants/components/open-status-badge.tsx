import type { OpeningStatus } from '@/shared/domain/hours';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';

const tones: Record<OpeningStatus, BadgeTone> = { open: 'success', closed: 'danger', unset: 'neutral' };

/** 'Open' / 'Closed' / 'Hours Unset'; the label comes from the page (the hours formatter). */
export function OpenStatusBadge({ status, label }: { status: OpeningStatus; label: string }) {
  return (
    <Badge tone={tones[status]} data-open-status={status}>
      <span
        aria-hidden="true"
        className={`h-1.5 w-1.5 rounded-full ${status === 'open' ? 'bg-green-600' : status === 'closed' ? 'bg-red-600' : 'bg-slate-400'}`}
      />
      {label}
    </Badge>
  );
}
