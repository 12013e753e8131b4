import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { useTranslation } from '@/web/i18n/use-translation';
import { NOTICE_PARAM } from './link-params';

/**
 * Toasts a server redirect asks for (`?notice=<code>`): a loader or action cannot show a toast, so it
 * names one in the address it sends the visitor to, and the page shows it once and drops it from the
 * address. Each text is [namespace, key] in the catalogues.
 */
type Text = readonly [namespace: string, key: string];
interface Notice {
  tone: 'success' | 'error';
  title: Text;
  description?: Text;
}

const NOTICES = {
  'owner-auth-required': {
    tone: 'error',
    title: ['owner', 'authRequiredTitle'],
    description: ['owner', 'authRequiredDescription'],
  },
  'owner-access-denied': {
    tone: 'error',
    title: ['owner', 'accessDeniedTitle'],
    description: ['owner', 'accessDeniedDescription'],
  },
  // Forms sent before (or without) the page's scripts: the same toasts the scripts show.
  'favourite-auth-required': {
    tone: 'error',
    title: ['common', 'authRequired'],
    description: ['restaurants', 'authFavouriteDescription'],
  },
  'favourite-saved': {
    tone: 'success',
    title: ['restaurants', 'savedTitle'],
    description: ['restaurants', 'savedDescription'],
  },
  'favourite-removed': {
    tone: 'success',
    title: ['restaurants', 'removedTitle'],
    description: ['restaurants', 'removedDescription'],
  },
  'react-auth-required': {
    tone: 'error',
    title: ['reviews', 'authRequired'],
    description: ['reviews', 'reactSignedOut'],
  },
  'review-liked': { tone: 'success', title: ['reviews', 'reviewLiked'] },
  'review-disliked': { tone: 'success', title: ['reviews', 'reviewDisliked'] },
  'like-removed': {
    tone: 'success',
    title: ['reviews', 'reactionRemoved'],
    description: ['reviews', 'reactionRemovedLike'],
  },
  'dislike-removed': {
    tone: 'success',
    title: ['reviews', 'reactionRemoved'],
    description: ['reviews', 'reactionRemovedDislike'],
  },
  'review-auth-required': {
    tone: 'error',
    title: ['common', 'authRequired'],
    description: ['reviews', 'submitSignedOut'],
  },
  'review-submitted': { tone: 'success', title: ['reviews', 'reviewSubmitted'] },
  'review-updated': { tone: 'success', title: ['reviews', 'reviewUpdated'] },
  'review-deleted': { tone: 'success', title: ['reviews', 'reviewDeleted'] },
  'claim-auth-required': {
    tone: 'error',
    title: ['common', 'authRequired'],
    description: ['claims', 'claimSignInToast'],
  },
  'report-auth-required': {
    tone: 'error',
    title: ['common', 'authRequired'],
    description: ['reviews', 'authReportDescription'],
  },
  'report-sent': {
    tone: 'success',
    title: ['reviews', 'reportSent'],
    description: ['reviews', 'reportSentDescription'],
  },
  // The owner and admin pages' forms.
  'restaurant-updated': {
    tone: 'success',
    title: ['owner', 'restaurantUpdatedTitle'],
    description: ['owner', 'restaurantUpdatedDescription'],
  },
  'cover-updated': {
    tone: 'success',
    title: ['owner', 'imageUploadedTitle'],
    description: ['owner', 'imageUploadedDescription'],
  },
  'reply-posted': { tone: 'success', title: ['moderation', 'replyPosted'] },
  'reply-updated': { tone: 'success', title: ['moderation', 'replyUpdated'] },
  'reply-deleted': { tone: 'success', title: ['moderation', 'replyDeleted'] },
  'reservation-confirmed': {
    tone: 'success',
    title: ['reservations', 'confirmedToast'],
    description: ['reservations', 'dinerEmailed'],
  },
  'reservation-declined': {
    tone: 'success',
    title: ['reservations', 'declinedToast'],
    description: ['reservations', 'dinerEmailed'],
  },
  'claim-approved': {
    tone: 'success',
    title: ['admin', 'claimApproved'],
    description: ['admin', 'claimApprovedDescription'],
  },
  'claim-rejected': {
    tone: 'success',
    title: ['admin', 'claimRejected'],
    description: ['admin', 'claimRejectedDescription'],
  },
  'registration-approved': {
    tone: 'success',
    title: ['admin', 'registrationApproved'],
    description: ['admin', 'registrationApprovedDescription'],
  },
  'registration-rejected': {
    tone: 'success',
    title: ['admin', 'registrationRejected'],
    description: ['admin', 'registrationRejectedDescription'],
  },
  'moderation-hidden': { tone: 'success', title: ['moderation', 'done_hide'] },
  'moderation-restored': { tone: 'success', title: ['moderation', 'done_restore'] },
  'moderation-dismissed': { tone: 'success', title: ['moderation', 'done_dismiss'] },
  // Google sign-in sent as a form, and the owner role a Google sign-up asked for.
  'google-not-configured': {
    tone: 'error',
    title: ['auth', 'googleErrorTitle'],
    description: ['auth', 'googleNotConfigured'],
  },
  'role-updated': { tone: 'success', title: ['auth', 'roleUpdatedTitle'] },
  'role-update-failed': {
    tone: 'error',
    title: ['auth', 'roleUpdateFailedTitle'],
    description: ['auth', 'roleUpdateFailedDescription'],
  },
  // /profile's and /settings' forms.
  'username-updated': { tone: 'success', title: ['profile', 'usernameUpdatedTitle'] },
  'reservation-cancelled': { tone: 'success', title: ['reservations', 'cancelledToast'] },
  'email-preferences-saved': { tone: 'success', title: ['moderation', 'emailSaved'] },
  // Account recovery and settings.
  'password-reset': {
    tone: 'success',
    title: ['account', 'passwordResetTitle'],
    description: ['account', 'passwordResetDescription'],
  },
  'email-changed': {
    tone: 'success',
    title: ['account', 'emailChangedTitle'],
    description: ['account', 'emailChangedDescription'],
  },
  'account-deleted': {
    tone: 'success',
    title: ['account', 'accountDeletedTitle'],
    description: ['account', 'accountDeletedDescription'],
  },
} as const satisfies Record<string, Notice>;

export type NoticeCode = keyof typeof NOTICES;

export function withNotice(to: string, notice: NoticeCode | undefined): string {
  if (!notice) return to;
  const [path = '', hash] = to.split('#');
  const url = `${path}${path.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`;
  return hash === undefined ? url : `${url}#${hash}`;
}

const isNotice = (value: string | null): value is NoticeCode => value !== null && value in NOTICES;

/** The notice an address names, if any (the server draws it for a browser without scripts). */
export function getNotice(search: string): Notice | null {
  const code = new URLSearchParams(search).get(NOTICE_PARAM);
  return isNotice(code) ? NOTICES[code] : null;
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
    if (!isNotice(code)) return;
    const address = `${location.pathname}?${params.toString()}`;
    if (shown.current === address) return;
    shown.current = address;
    const notice: Notice = NOTICES[code];
    const namespaces = [notice.title[0], ...(notice.description ? [notice.description[0]] : [])];
    void i18n.loadNamespaces(namespaces).then(() => {
      const text = ([namespace, key]: Text) => i18n.getFixedT(i18n.language, namespace)(key);
      const show = notice.tone === 'success' ? toast.success : toast.error;
      show(text(notice.title), {
        id: `notice-${code}`,
        ...(notice.description ? { description: text(notice.description) } : {}),
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
 * browser's bundle leaves the text out).
 */
export function NoticeWithoutScripts() {
  const location = useLocation();
  const notice = getNotice(location.search);
  if (!notice) return null;
  return <noscript>{import.meta.env.SSR ? <NoticeText notice={notice} /> : null}</noscript>;
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
