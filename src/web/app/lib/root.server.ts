import { requestLanguage } from '@/shared/i18n/language';
import { meQueryKey } from '@/web/lib/session';
import { isCorePage } from '@/web/i18n/namespaces';
import { createSeoMetaResolver } from '@/server/modules/seo/seo.service';
import { getConfig, getDb, getVisitor, type PageContext } from './load-context.server';
import { seedQueries } from './queries.server';

/** What every page's document needs: the visitor's language, who is signed in, the script nonce. */
export async function getRootData(request: Request, context: PageContext) {
  const lang = requestLanguage({
    cookie: request.headers.get('cookie') ?? undefined,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  const { publicUrl } = getConfig(context);
  const pathname = new URL(request.url).pathname;
  const [me, seo] = await Promise.all([
    getVisitor(context),
    createSeoMetaResolver(getDb(context), publicUrl)(pathname, context.request),
  ]);
  const cookies = request.headers.get('cookie') ?? '';
  return {
    publicUrl,
    /** The dashboards' sidebar as the visitor left it (`sidebar_state` cookie), drawn so on the server. */
    isSidebarOpen: !/(?:^|;\s*)sidebar_state=false(?:;|$)/.test(cookies),
    seo: seo ?? { title: 'Spey', description: '' },
    lang,
    nonce: context.nonce,
    /** Which catalogues the browser needs before it takes the page over (src/web/app/entry.client.tsx). */
    catalogues: isCorePage(pathname) ? ('core' as const) : ('all' as const),
    queries: seedQueries([[meQueryKey, me]]),
  };
}
