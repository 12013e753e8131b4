import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { useTranslation } from '@/web/i18n/use-translation';
import { NOTICE_PARAM } from './link-params';
import type { Notice, NoticeCode, Text } from './notice-texts';

/**
 * Toasts a server redirect asks for (`?notice=<code>`): a loader or action cannot show a toast, so it
 * names one in the address it sends the visitor to, and the page shows it once and drops it from the
 * address. The texts are in ./notice-texts.ts, which the browser loads only for an address with a notice
 * (the table stays out of every page's first scripts); the server draws them for a browser without scripts.
 */
export type { NoticeCode };

// The server has the table at hand for a browser without scripts; the browser's build leaves it out.
const serverTexts = import.meta.env.SSR ? await import('./notice-texts') : null;

export function withNotice(to: string, notice: NoticeCode | undefined): string {
  if (!notice) return to;
  const [path = '', hash] = to.split('#');
  const url = `${path}${path.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`;
  return hash === undefined ? url : `${url}#${hash}`;
}

export function useNoticeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  // The address a notice was shown for: the page may navigate itself before the notice leaves the address.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get(NOTICE_PARAM);
    if (code === null) return;
    const address = `${location.pathname}?${params.toString()}`;
    if (shown.current === address) return;
    shown.current = address;
    void import('./notice-texts').then(({ isNotice: known, NOTICES: texts }) => {
      if (!known(code)) return;
      const notice: Notice = texts[code];
      const namespaces = [notice.title[0], ...(notice.description ? [notice.description[0]] : [])];
      return i18n.loadNamespaces(namespaces).then(() => {
        const text = ([namespace, key]: Text) => i18n.getFixedT(i18n.language, namespace)(key);
        const show = notice.tone === 'success' ? toast.success : toast.error;
        show(text(notice.title), {
          id: `notice-${code}`,
          ...(notice.description ? { description: text(notice.description) } : {}),
        });
      });
    });
    params.delete(NOTICE_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [i18n, location.pathname, location.search, location.hash, navigate]);
}

/**
 * The same notice for a browser without scripts (no toaster runs there): drawn by the server inside
 * `<noscript>`, which a browser with scripts ignores (React does not hydrate its content, so the
 * browser's bundle leaves the text, and the table, out). Any `?notice=` gets the element on both sides;
 * the server fills it for a notice it knows.
 */
export function NoticeWithoutScripts() {
  const location = useLocation();
  const code = new URLSearchParams(location.search).get(NOTICE_PARAM);
  if (code === null) return null;
  const notice = serverTexts?.isNotice(code) ? serverTexts.NOTICES[code] : null;
  return <noscript>{notice ? <NoticeText notice={notice} /> : null}</noscript>;
}

function NoticeText({ notice }: { notice: Notice }) {
  const { i18n } = useTranslation();
  const text = ([namespace, key]: Text) => i18n.getFixedT(i18n.language, namespace)(key);
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className="mx-auto mt-2 max-w-xl rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow"
    >
      <strong className="font-semibold">{text(notice.title)}</strong>
      {notice.description ? <span> — {text(notice.description)}</span> : null}
    </div>
  );
}
