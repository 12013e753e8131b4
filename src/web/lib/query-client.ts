import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The spec's global rule: up to 3 attempts in all, none after a 401 or an error mentioning JWT. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = 2): boolean {
  if (error instanceof ApiError && (error.status === 401 || (error.status >= 400 && error.status < 500)))
    return false;
  if (error instanceof Error && /jwt/i.test(error.message)) return false;
  return failureCount < maxRetries;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => shouldRetry(count, error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
