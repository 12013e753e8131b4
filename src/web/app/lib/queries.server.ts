import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * An answer as the API would send it: checked and stripped by the endpoint's own response schema, then
 * through JSON (dates become strings), so what a loader gives the page is what the browser would fetch.
 */
export function asSent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return JSON.parse(JSON.stringify(schema.parse(value))) as z.output<S>;
}

/**
 * A loader's data for the page's query cache, under the keys the page's hooks read: the page is drawn
 * on the server with it, and the browser asks for none of it again (`<HydrationBoundary>` in the page).
 */
export function seedQueries(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  const state = dehydrate(client);
  client.clear();
  return state;
}

/** The first page of an infinite list (or the page `from` names), as `useInfiniteQuery` keeps it. */
export const firstPage = <T>(page: T, from: string | null = null) => ({ pages: [page], pageParams: [from] });
