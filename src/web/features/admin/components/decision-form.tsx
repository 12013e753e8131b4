import { Check, LoaderCircle, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';

const looks = {
  approve: {
    icon: Check,
    label: 'approve',
    variant: 'primary',
    className: 'bg-green-700 hover:bg-green-800',
  },
  reject: {
    icon: X,
    label: 'reject',
    variant: 'outline',
    className: 'border-red-300 text-red-700 hover:bg-red-50',
  },
} as const;

/**
 * "Approve" or "Reject" of a claim or a registration: a form sent to /admin/claim-requests' action
 * (before or without the page's scripts: app/lib/dashboard-actions.server.ts, `adminClaimRequestsAction`);
 * with scripts the submit is caught and `onDecide` sends the request in place. `isBusy`: this decision
 * is being sent (a spinner instead of its icon).
 */
export function DecisionForm({
  intent,
  id,
  decision,
  onDecide,
  isBusy = false,
  ...button
}: {
  intent: 'claim-decision' | 'registration-decision';
  id: string;
  decision: 'approve' | 'reject';
  onDecide: () => void;
  isBusy?: boolean;
} & Omit<ComponentProps<typeof Button>, 'type' | 'onClick' | 'children' | 'variant' | 'className'>) {
  const { t } = useTranslation('admin');
  const look = looks[decision];
  const Icon = isBusy ? LoaderCircle : look.icon;
  return (
    // A plain form: it posts to the page it is on, and needs no router (the panel is drawn alone in its tests).
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onDecide();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value={decision} />
      <Button type="submit" variant={look.variant} className={look.className} {...button}>
        <Icon className={isBusy ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {t(look.label)}
      </Button>
    </form>
  );
}
