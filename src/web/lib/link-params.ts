/** The query parameter of a toast asked for by a server redirect (`lib/notices.tsx`). */
export const NOTICE_PARAM = 'notice';

/**
 * A copy of an address's query for a link to another view of the same page (a filter, a tab, the next
 * page): without the notice, which was for the form just sent, so it is not shown again there.
 */
export function paramsForLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(NOTICE_PARAM);
  return next;
}

/**
 * A link to another page of a list on `pathname`: the address's query without its notice, with `cursor`
 * (null: the list's first page) and the `changes` given (null removes a parameter).
 */
export function listAddress(
  pathname: string,
  params: URLSearchParams,
  cursor: string | null,
  changes: Record<string, string | null> = {},
): string {
  const next = paramsForLink(params);
  for (const [name, value] of Object.entries({ ...changes, cursor })) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}
