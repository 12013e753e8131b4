import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ModerationAction, ReportTarget } from '@/shared/domain/moderation';
import type { IntegrityFlag, ModerationItem } from '@/shared/schemas/moderation.schema';
import { apiFetch } from '@/web/lib/api-client';
import { affectedKeys, moderationKeys } from './moderation-keys';

export type QueueSort = 'newest' | 'most-reported';

export type QueueStatus = 'open' | 'hidden';

export function getModerationQueue(status: QueueStatus, sort: QueueSort, signal?: AbortSignal) {
  return apiFetch<{ items: ModerationItem[] }>('/api/admin/moderation/queue', {
    query: { status, sort },
    signal,
  });
}

export const moderationQueueQueryOptions = (status: QueueStatus, sort: QueueSort) =>
  queryOptions({
    queryKey: moderationKeys.queue(status, sort),
    queryFn: ({ signal }) => getModerationQueue(status, sort, signal),
  });

export function useModerationQueue(status: QueueStatus, sort: QueueSort) {
  return useQuery(moderationQueueQueryOptions(status, sort));
}

export function moderateItem(target: ReportTarget, id: string, action: ModerationAction, note?: string) {
  const base = target === 'review' ? 'reviews' : 'replies';
  return apiFetch<{ isHidden: boolean; openReports: number }>(
    `/api/admin/moderation/${base}/${encodeURIComponent(id)}`,
    { method: 'POST', body: { action, note: note || undefined } },
  );
}

/** Hide, restore or dismiss; the queue, the stats and every public list refresh. */
export function useModerateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { target: ReportTarget; id: string; action: ModerationAction; note?: string }) =>
      moderateItem(input.target, input.id, input.action, input.note),
    onSettled: () =>
      Promise.all(
        [moderationKeys.all, ...affectedKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export interface ReviewAuthor {
  username: string | null;
  accountCreatedAt: string | null;
  reviewCount: number;
}

/** Who wrote a review; the server writes each look to the audit log, so this runs only on request. */
export function revealReviewAuthor(reviewId: string) {
  return apiFetch<ReviewAuthor>(`/api/admin/moderation/reviews/${encodeURIComponent(reviewId)}/author`);
}

export function useRevealAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealReviewAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.log() }),
  });
}

export interface ModerationLogEntry {
  id: string;
  action: string;
  actor: { username: string } | null;
  reviewId: string | null;
  replyId: string | null;
  restaurant: { id: string; name: string } | null;
  note: string | null;
  createdAt: string;
}

export function getModerationLog(cursor: string | null, signal?: AbortSignal) {
  return apiFetch<{ items: ModerationLogEntry[]; nextCursor: string | null }>('/api/admin/moderation/log', {
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

export const moderationLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam, signal }) => getModerationLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useModerationLog() {
  return useInfiniteQuery(moderationLogQueryOptions());
}

export function getIntegrityFlags(signal?: AbortSignal) {
  return apiFetch<{ items: IntegrityFlag[] }>('/api/admin/integrity', { signal });
}

export const integrityFlagsQueryOptions = () =>
  queryOptions({ queryKey: moderationKeys.integrity(), queryFn: ({ signal }) => getIntegrityFlags(signal) });

export function useIntegrityFlags() {
  return useQuery(integrityFlagsQueryOptions());
}

export function setReviewPause(restaurantId: string, until: string | null) {
  return apiFetch<{ reviewsPausedUntil: string | null }>(
    `/api/admin/restaurants/${encodeURIComponent(restaurantId)}/review-pause`,
    { method: 'PUT', body: { until } },
  );
}

export function useSetReviewPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restaurantId, until }: { restaurantId: string; until: string | null }) =>
      setReviewPause(restaurantId, until),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
      ]),
  });
}
