import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { useTranslation } from '@/web/i18n/use-translation';

/**
 * Toasts a server redirect asks for (`?notice=<code>`): a loader cannot show a toast, so it names one in
 * the address it sends the visitor to, and the page shows it once and drops it from the address.
 */
const NOTICES = {
  'owner-auth-required': {
    namespace: 'owner',
    title: 'authRequiredTitle',
    description: 'authRequiredDescription',
  },
  'owner-access-denied': {
    namespace: 'owner',
    title: 'accessDeniedTitle',
    description: 'accessDeniedDescription',
  },
  'password-reset': {
    namespace: 'account',
    title: 'passwordResetTitle',
    description: 'passwordResetDescription',
    tone: 'success',
  },
  'email-changed': {
    namespace: 'account',
    title: 'emailChangedTitle',
    description: 'emailChangedDescription',
    tone: 'success',
  },
  'account-deleted': {
    namespace: 'account',
    title: 'accountDeletedTitle',
    description: 'accountDeletedDescription',
    tone: 'success',
  },
} as const satisfies Record<
  string,
  { namespace: string; title: string; description: string; tone?: 'success' | 'error' }
>;

export type NoticeCode = keyof typeof NOTICES;
const NOTICE_PARAM = 'notice';

export function withNotice(to: string, notice: NoticeCode | undefined): string {
  if (!notice) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`;
}

const isNotice = (value: string | null): value is NoticeCode => value !== null && value in NOTICES;

export function useNoticeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get(NOTICE_PARAM);
    if (!isNotice(code)) return;
    const notice: { namespace: string; title: string; description: string; tone?: 'success' | 'error' } =
      NOTICES[code];
    void i18n.loadNamespaces(notice.namespace).then(() => {
      const t = i18n.getFixedT(i18n.language, notice.namespace);
      const show = notice.tone === 'success' ? toast.success : toast.error;
      show(t(notice.title), { id: `notice-${code}`, description: t(notice.description) });
    });
    params.delete(NOTICE_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [i18n, location.pathname, location.search, navigate]);
}
