/**
 * The toasts a server redirect can ask for (`?notice=<code>`, lib/notices.tsx), each text [namespace,
 * key] in the catalogues. A module of its own: the browser loads it only when an address names a notice,
 * so the table is not in every page's first scripts; the server draws it for a browser without scripts.
 */
export type Text = readonly [namespace: string, key: string];
export interface Notice {
  tone: 'success' | 'error';
  title: Text;
  description?: Text;
}

export const NOTICES = {
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
  'reservation-auth-required': {
    tone: 'error',
    title: ['common', 'authRequired'],
    description: ['reservations', 'authRequiredDescription'],
  },
  'reservation-requested': {
    tone: 'success',
    title: ['reservations', 'requestSentTitle'],
    description: ['reservations', 'requestSentDescription'],
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
  // /owner/menu's forms.
  'menu-category-created': {
    tone: 'success',
    title: ['menu', 'categoryCreatedTitle'],
    description: ['menu', 'categoryCreatedDescription'],
  },
  'menu-category-updated': {
    tone: 'success',
    title: ['menu', 'categoryUpdatedTitle'],
    description: ['menu', 'categoryUpdatedDescription'],
  },
  'menu-category-deleted': {
    tone: 'success',
    title: ['menu', 'categoryDeletedTitle'],
    description: ['menu', 'categoryDeletedDescription'],
  },
  'menu-item-created': {
    tone: 'success',
    title: ['menu', 'itemCreatedTitle'],
    description: ['menu', 'itemCreatedDescription'],
  },
  'menu-item-updated': {
    tone: 'success',
    title: ['menu', 'itemUpdatedTitle'],
    description: ['menu', 'itemUpdatedDescription'],
  },
  'menu-item-deleted': {
    tone: 'success',
    title: ['menu', 'itemDeletedTitle'],
    description: ['menu', 'itemDeletedDescription'],
  },
  'cover-updated': {
    tone: 'success',
    title: ['owner', 'imageUploadedTitle'],
    description: ['owner', 'imageUploadedDescription'],
  },
  'reservation-settings-saved': { tone: 'success', title: ['reservations', 'settingsSaved'] },
  'exchange-rate-saved': { tone: 'success', title: ['menu', 'exchangeRateSaved'] },
  'hours-updated': {
    tone: 'success',
    title: ['owner-hours', 'hoursUpdatedTitle'],
    description: ['owner-hours', 'hoursUpdatedDescription'],
  },
  'special-hours-added': {
    tone: 'success',
    title: ['owner-hours', 'specialAddedTitle'],
    description: ['owner-hours', 'specialAddedDescription'],
  },
  'special-hours-deleted': {
    tone: 'success',
    title: ['owner-hours', 'specialDeletedTitle'],
    description: ['owner-hours', 'specialDeletedDescription'],
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
  'registration-submitted': {
    tone: 'success',
    title: ['claims', 'registrationSubmitted'],
    description: ['claims', 'registrationSubmittedDescription'],
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

export const isNotice = (value: string | null): value is NoticeCode => value !== null && value in NOTICES;
