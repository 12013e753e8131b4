import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { AppError } from '@/server/lib/app-error';

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

/** A refusal of bad input (a hand-edited filter or cursor): the page asks the API and shows its message. */
export async function unlessRefused<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
}

/**
 * A list's page of results from the cursor the address names, or its first page: a cursor the list does
 * not take (malformed, too long, from another list or sort: an old or hand-edited link) is reported as
 * `refusedCursor` and the list starts from the beginning. When the first page is refused too, the filters
 * are what the list refused: no page, and no cursor reported.
 */
export async function pageFrom<T>(
  read: (cursor: string | undefined) => Promise<T | null>,
  cursor: string | null,
) {
  if (cursor) {
    const page = await read(cursor);
    if (page) return { page, from: cursor, refusedCursor: null };
  }
  const page = await read(undefined);
  return { page, from: null, refusedCursor: page ? cursor : null };
}
