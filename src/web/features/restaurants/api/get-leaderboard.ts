import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { restaurantKeys } from './restaurant-keys';

export function getLeaderboard(signal?: AbortSignal) {
  return apiFetch<LeaderboardResponse>('/api/leaderboard', { signal });
}

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: restaurantKeys.leaderboard(), queryFn: ({ signal }) => getLeaderboard(signal) });

/** Top 3 of each leaderboard list. */
export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
