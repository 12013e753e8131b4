import type { ComponentProps } from 'react';
import { Button } from '@/web/components/ui/button';

/**
 * Approve or reject as a form sent to /admin/claim-requests' action (before or without the page's
 * scripts: app/lib/dashboard-actions.server.ts, `adminClaimRequestsAction`); with scripts the submit is
 * caught and `onDecide` sends the request in place.
 */
export function DecisionForm({
  intent,
  id,
  decision,
  onDecide,
  ...button
}: {
  intent: 'claim-decision' | 'registration-decision';
  id: string;
  decision: 'approve' | 'reject';
  onDecide: () => void;
} & Omit<ComponentProps<typeof Button>, 'type' | 'onClick'>) {
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
      <Button type="submit" {...button} />
    </form>
  );
}
