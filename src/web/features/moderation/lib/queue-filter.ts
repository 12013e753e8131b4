import { moderationQueueSorts, moderationQueueStatuses } from '@/shared/schemas/moderation.schema';
import type { QueueSort, QueueStatus } from '../api/admin-moderation';

/**
 * /admin/reports' view from its address (`?status=hidden&sort=most-reported`); anything else is the open
 * reports, newest first.
 */
export function readQueueView(params: URLSearchParams): { status: QueueStatus; sort: QueueSort } {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: moderationQueueStatuses.find((known) => known === status) ?? 'open',
    sort: moderationQueueSorts.find((known) => known === sort) ?? 'newest',
  };
}
