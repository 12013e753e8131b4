import { requestLanguage } from '@/shared/i18n/language';
import { pageText } from '@/server/modules/seo/page-text';
import type { PrivateHead } from './private-head';
import type { PageContext } from './load-context.server';

/**
 * The head of a private page (owner, admin and account pages) in the visitor's language, from the
 * catalogues' own title and description keys ('namespace:key').
 */
export function privateHead(
  context: PageContext,
  titleKey: string,
  descriptionKey: string,
  values: Record<string, string | number> = {},
): PrivateHead {
  const { headers } = context.request;
  const language = requestLanguage({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] });
  return {
    title: `${pageText(language, titleKey)} | Spey`,
    description: pageText(language, descriptionKey, values),
  };
}
