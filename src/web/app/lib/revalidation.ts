import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For a page whose results follow the address through its own queries once its scripts run (/reviews'
 * filters, /search's box): the loader draws the first visit and answers the page's forms, but a change of
 * the query string on the same page asks it nothing (the hooks fetch what changed).
 */
export const revalidateOnlyForOtherPages: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
