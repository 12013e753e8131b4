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
