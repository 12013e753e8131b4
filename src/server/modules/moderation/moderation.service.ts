import type { FastifyBaseLogger } from 'fastify';
import {
  BASELINE_DAYS,
  BURST_FACTOR,
  BURST_MIN_REVIEWS,
  YOUNG_MIN_REVIEWS,
  moderationKeys,
  type IntegrityReason,
  type ModerationAction,
  type ReportReason,
  type ReportTarget,
} from '@/shared/domain/moderation';
import { moderationMailMessages } from '@/shared/i18n/moderation-mail-messages';
import type {
  CreateReport,
  EmailPreferences,
  IntegrityFlag,
  ModerationItem,
  ModerationQueueQuery,
  OwnerReviewsQuery,
} from '@/shared/schemas/moderation.schema';
import type { ReplyView, ReviewPage } from '@/shared/schemas/review.schema';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { CurrentUser } from '../../plugins/auth';
import { decodeCreatedAtCursor, encodeCreatedAtCursor } from '../../lib/cursor';
import { adjustRestaurantAggregates } from '../reviews/reviews.queries';
import { getPage } from '../reviews/reviews.service';
import * as queries from './moderation.queries';

/** What the moderation functions need besides the database. */
export interface ModerationContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  autoHideReports: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/* -------------------------------------------------------------------------------------------------
 * E-mail
 * ----------------------------------------------------------------------------------------------- */

async function sendQuietly(ctx: ModerationContext, message: MailMessage | null) {
  if (!message) return;
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    // The write has happened; a mail server being down must not turn it into an error.
    ctx.log.warn({ err: error }, 'moderation e-mail could not be sent');
  }
}

const localeOf = (value: string | null) => (value === 'en' ? 'en' : 'km');
const excerpt = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function buildReplyMail(
  ctx: ModerationContext,
  reviewerId: string,
  review: { restaurant_id: string; restaurant_name: string; comment: string },
  replyText: string,
): Promise<MailMessage | null> {
  const recipient = await queries.findRecipient(ctx.db, reviewerId, 'owner_replies');
  if (!recipient) return null;
  const m = moderationMailMessages[localeOf(recipient.locale)];
  const link = `${ctx.publicUrl}/restaurants/${review.restaurant_id}?tab=reviews`;
  return {
    to: recipient.email,
    subject: m.replySubject(review.restaurant_name),
    text: [
      m.greeting(recipient.username),
      '',
      m.replyIntro(review.restaurant_name),
      '',
      m.yourReview,
      excerpt(review.comment),
      '',
      m.replyLabel,
      replyText,
      '',
      m.replyLink,
      link,
      '',
      m.settingsFooter,
    ].join('\n'),
  };
}

async function buildHiddenMail(
  ctx: ModerationContext,
  authorId: string,
  item: { target: ReportTarget; restaurantName: string; reasons: ReportReason[]; note?: string | null },
  pending: boolean,
): Promise<MailMessage | null> {
  const recipient = await queries.findRecipient(ctx.db, authorId, 'moderation');
  if (!recipient) return null;
  const m = moderationMailMessages[localeOf(recipient.locale)];
  const isReview = item.target === 'review';
  const lines = [
    m.greeting(recipient.username),
    '',
    isReview ? m.hiddenReviewBody(item.restaurantName) : m.hiddenReplyBody(item.restaurantName),
  ];
  if (pending) lines.push('', m.hiddenPending);
  if (item.reasons.length) lines.push('', m.hiddenWhy, ...item.reasons.map((r) => `- ${m.reasons[r]}`));
  if (item.note) lines.push('', m.hiddenNote, item.note);
  lines.push('', m.settingsFooter);
  return {
    to: recipient.email,
    subject: isReview
      ? m.hiddenReviewSubject(item.restaurantName)
      : m.hiddenReplySubject(item.restaurantName),
    text: lines.join('\n'),
  };
}

/* -------------------------------------------------------------------------------------------------
 * Owner replies
 * ----------------------------------------------------------------------------------------------- */

/** The reviews of one of the caller's restaurants (others: 404), optionally only those without a reply. */
export async function listOwnerReviews(
  db: Db,
  user: CurrentUser,
  restaurantId: string,
  query: OwnerReviewsQuery,
): Promise<ReviewPage> {
  if (!(await queries.isRestaurantOwnedBy(db, restaurantId, user.id))) {
    throw notFound(moderationKeys.restaurantNotFound);
  }
  return getPage(db, {
    filters: { restaurantId, withoutReply: query.filter === 'without-reply' },
    sort: 'latest',
    cursor: query.cursor,
    limit: query.limit,
    viewerId: user.id,
    showHiddenReplies: true,
  });
}

function toReplyView(row: queries.ReplyRow): ReplyView {
  return {
    id: row.id,
    content: row.body,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    isReported: false,
    isHidden: row.hidden_at !== null,
  };
}

/**
 * Writes or edits the owner's one reply to a review of their restaurant. The review is locked, so two
 * first replies at once make one reply and one edit. The reviewer is e-mailed about a new reply.
 */
export async function saveReply(
  ctx: ModerationContext,
  user: CurrentUser,
  reviewId: string,
  content: string,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const review = await queries.lockOwnedReview(tx, reviewId, user.id);
    if (!review) throw notFound(moderationKeys.reviewNotFound);
    const existing = await queries.findReplyOfReview(tx, reviewId);
    const row = existing
      ? await queries.updateReply(tx, existing.id, content)
      : await queries.insertReply(tx, reviewId, user.id, content);
    return { review, row, created: !existing };
  });
  const { review, row, created } = result;
  if (created && review.user_id && review.user_id !== user.id) {
    await sendQuietly(ctx, await buildReplyMail(ctx, review.user_id, review, content));
  }
  return { reply: toReplyView(row), created };
}

export async function deleteReply(db: Db, user: CurrentUser, reviewId: string) {
  await db.transaction(async (tx) => {
    const review = await queries.lockOwnedReview(tx, reviewId, user.id);
    if (!review) throw notFound(moderationKeys.reviewNotFound);
    const existing = await queries.findReplyOfReview(tx, reviewId);
    if (!existing) throw notFound(moderationKeys.replyNotFound);
    await queries.deleteReply(tx, existing.id);
  });
}

/* -------------------------------------------------------------------------------------------------
 * Hiding and restoring (one transaction with the aggregates; restaurant locked before the review)
 * ----------------------------------------------------------------------------------------------- */

async function setReviewVisibility(tx: DbOrTx, review: queries.LockedReview, hidden: boolean) {
  if (review.hidden === hidden) return false;
  await queries.setReviewHidden(tx, review.id, hidden);
  const sign = hidden ? -1 : 1;
  await adjustRestaurantAggregates(tx, review.restaurant_id, {
    reviewCount: sign,
    ratingSum: sign * review.rating,
    speyCount: review.spey_friendly ? sign : 0,
  });
  return true;
}

async function lockReview(tx: DbOrTx, reviewId: string) {
  const restaurantId = await queries.findReviewRestaurant(tx, reviewId);
  if (!restaurantId) return undefined;
  await queries.lockRestaurantRow(tx, restaurantId);
  return queries.lockReviewForModeration(tx, reviewId);
}

/** A review or reply as the moderation functions see it, locked. */
type LockedItem =
  { target: 'review'; review: queries.LockedReview } | { target: 'reply'; reply: queries.LockedReply };

async function lockItem(tx: DbOrTx, target: ReportTarget, id: string): Promise<LockedItem | undefined> {
  if (target === 'review') {
    const review = await lockReview(tx, id);
    return review ? { target, review } : undefined;
  }
  const reply = await queries.lockReplyForModeration(tx, id);
  return reply ? { target, reply } : undefined;
}

const itemAuthor = (item: LockedItem) =>
  item.target === 'review' ? item.review.user_id : item.reply.author_id;
const itemHidden = (item: LockedItem) => (item.target === 'review' ? item.review.hidden : item.reply.hidden);
const itemRestaurant = (item: LockedItem) =>
  item.target === 'review'
    ? { id: item.review.restaurant_id, name: item.review.restaurant_name }
    : { id: item.reply.restaurant_id, name: item.reply.restaurant_name };
const itemLogIds = (item: LockedItem) =>
  item.target === 'review'
    ? { reviewId: item.review.id, restaurantId: item.review.restaurant_id }
    : { reviewId: item.reply.review_id, replyId: item.reply.id, restaurantId: item.reply.restaurant_id };

async function setItemVisibility(tx: DbOrTx, item: LockedItem, hidden: boolean) {
  if (item.target === 'review') return setReviewVisibility(tx, item.review, hidden);
  if (item.reply.hidden === hidden) return false;
  await queries.setReplyHidden(tx, item.reply.id, hidden);
  return true;
}

const notFoundFor = (target: ReportTarget) =>
  notFound(target === 'review' ? moderationKeys.reviewNotFound : moderationKeys.replyNotFound);

/* -------------------------------------------------------------------------------------------------
 * Reports
 * ----------------------------------------------------------------------------------------------- */

/**
 * Files the caller's report on a visible review or reply; a second report of the same item changes
 * nothing (`created` false). When the open reports reach the configured number of users, the item is
 * hidden at once, pending review, in the same transaction, and its author is told.
 */
export async function reportItem(
  ctx: ModerationContext,
  user: CurrentUser,
  target: ReportTarget,
  id: string,
  input: CreateReport,
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, target, id);
    // What the public cannot see cannot be reported: a hidden item, or a reply to a hidden review.
    if (!item || itemHidden(item) || (item.target === 'reply' && item.reply.review_hidden))
      throw notFoundFor(target);
    if (itemAuthor(item) === user.id) throw forbidden(moderationKeys.reportOwn);
    const created = await queries.insertReport(tx, target, id, user.id, input.reason, input.note);
    if (!created) return { created, autoHidden: false, item, reasons: [] as ReportReason[] };
    const open = await queries.countOpenReports(tx, target, id);
    if (open < ctx.autoHideReports)
      return { created, autoHidden: false, item, reasons: [] as ReportReason[] };
    await setItemVisibility(tx, item, true);
    await queries.insertLogEntry(tx, {
      actorId: null,
      action: 'auto_hide',
      ...itemLogIds(item),
      note: `Reported by ${open} users`,
    });
    return { created, autoHidden: true, item, reasons: await queries.findOpenReasons(tx, target, id) };
  });
  const author = itemAuthor(outcome.item);
  if (outcome.autoHidden && author) {
    const mail = await buildHiddenMail(
      ctx,
      author,
      { target, restaurantName: itemRestaurant(outcome.item).name, reasons: outcome.reasons },
      true,
    );
    await sendQuietly(ctx, mail);
  }
  return { created: outcome.created };
}

/* -------------------------------------------------------------------------------------------------
 * Moderation actions (administrators)
 * ----------------------------------------------------------------------------------------------- */

/**
 * hide: out of public lists (and, for a review, the aggregates); restore: back, exactly; dismiss: the
 * reports were unfounded, so they are closed and an item hidden by reports comes back. Each closes the
 * item's open reports and writes one audit entry; the author is e-mailed when an item is hidden.
 */
export async function moderateItem(
  ctx: ModerationContext,
  admin: CurrentUser,
  target: ReportTarget,
  id: string,
  input: { action: ModerationAction; note?: string },
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, target, id);
    if (!item) throw notFoundFor(target);
    const reasons = await queries.findOpenReasons(tx, target, id);
    const hide = input.action === 'hide';
    await setItemVisibility(tx, item, hide);
    const resolution = hide ? 'hidden' : input.action === 'restore' ? 'restored' : 'dismissed';
    await queries.resolveReports(tx, target, id, resolution);
    await queries.insertLogEntry(tx, {
      actorId: admin.id,
      action: input.action,
      ...itemLogIds(item),
      note: input.note,
    });
    return { item, reasons };
  });
  const author = itemAuthor(outcome.item);
  if (input.action === 'hide' && author) {
    const mail = await buildHiddenMail(
      ctx,
      author,
      {
        target,
        restaurantName: itemRestaurant(outcome.item).name,
        reasons: outcome.reasons,
        note: input.note,
      },
      false,
    );
    await sendQuietly(ctx, mail);
  }
  return { isHidden: input.action === 'hide', openReports: 0 };
}

export async function getQueue(db: Db, query: ModerationQueueQuery) {
  const rows = await queries.findQueue(db, query.status, query.sort, query.limit);
  const reports = await queries.findReportsFor(
    db,
    rows.flatMap((r) => (r.reported_review_id ? [r.reported_review_id] : [])),
    rows.flatMap((r) => (r.reported_reply_id ? [r.reported_reply_id] : [])),
    query.status === 'open',
  );
  const items: ModerationItem[] = rows.map((row) => {
    const mine = reports.filter((r) =>
      row.reported_reply_id ? r.reply_id === row.reported_reply_id : r.review_id === row.reported_review_id,
    );
    const counts = new Map<ReportReason, number>();
    for (const r of mine) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return {
      target: row.reported_reply_id ? 'reply' : 'review',
      id: row.reported_reply_id ?? row.review_id,
      restaurant: { id: row.restaurant_id, name: row.restaurant_name },
      review: {
        id: row.review_id,
        rating: Number(row.rating),
        content: row.comment,
        isSpey: row.spey_friendly,
        createdAt: iso(row.review_created_at),
        isHidden: row.review_hidden,
        author: row.username ? { username: row.username } : null,
      },
      reply:
        row.reply_id && row.reply_body !== null && row.reply_created_at
          ? {
              id: row.reply_id,
              content: row.reply_body,
              createdAt: iso(row.reply_created_at),
              isHidden: Boolean(row.reply_hidden),
            }
          : null,
      reportCount: Number(row.report_count),
      latestReportAt: iso(row.latest_report_at),
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      notes: mine.flatMap((r) =>
        r.note ? [{ reason: r.reason, note: r.note, createdAt: iso(r.created_at) }] : [],
      ),
    };
  });
  return { items };
}

/** The author of a review, for the moderation view; every look is written to the audit log. */
export async function revealReviewAuthor(db: Db, admin: CurrentUser, reviewId: string) {
  return db.transaction(async (tx) => {
    const row = await queries.findReviewAuthor(tx, reviewId);
    if (!row) throw notFound(moderationKeys.reviewNotFound);
    await queries.insertLogEntry(tx, {
      actorId: admin.id,
      action: 'view_author',
      reviewId,
      restaurantId: row.restaurant_id,
    });
    return {
      username: row.username,
      accountCreatedAt: row.account_created_at ? iso(row.account_created_at) : null,
      reviewCount: Number(row.review_count),
    };
  });
}

export async function getLog(db: Db, query: { cursor?: string; limit: number }) {
  const rows = await queries.findLogPage(db, decodeCreatedAtCursor(query.cursor), query.limit);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actor_username ? { username: row.actor_username } : null,
      reviewId: row.review_id,
      replyId: row.reply_id,
      restaurant:
        row.restaurant_id && row.restaurant_name
          ? { id: row.restaurant_id, name: row.restaurant_name }
          : null,
      note: row.note,
      createdAt: iso(row.created_at),
    })),
    nextCursor: hasMore && last ? encodeCreatedAtCursor({ createdAt: last.created_key, id: last.id }) : null,
  };
}

/* -------------------------------------------------------------------------------------------------
 * Paused reviews and integrity signals
 * ----------------------------------------------------------------------------------------------- */

export async function setReviewPause(db: Db, admin: CurrentUser, restaurantId: string, until: string | null) {
  if (until !== null && new Date(until).getTime() <= Date.now()) {
    throw badRequest(moderationKeys.pauseInPast, { until: moderationKeys.pauseInPast });
  }
  return db.transaction(async (tx) => {
    const row = await queries.setReviewPause(tx, restaurantId, until);
    if (!row) throw notFound(moderationKeys.restaurantNotFound);
    await queries.insertLogEntry(tx, {
      actorId: admin.id,
      action: until ? 'pause_reviews' : 'resume_reviews',
      restaurantId,
      note: until ? `Until ${iso(until)}` : null,
    });
    return { reviewsPausedUntil: row.until ? iso(row.until) : null };
  });
}

/** Restaurants with unusual review activity (decision 024), and those whose reviews are paused. */
export async function getIntegrityFlags(db: Db): Promise<{ items: IntegrityFlag[] }> {
  const rows = await queries.findIntegrityCandidates(db, BASELINE_DAYS);
  const items: IntegrityFlag[] = [];
  for (const row of rows) {
    const n24 = Number(row.n24);
    const young = Number(row.young);
    const dailyAverage = Number(row.baseline) / BASELINE_DAYS;
    const reasons: IntegrityReason[] = [];
    if (n24 > BURST_MIN_REVIEWS && n24 > BURST_FACTOR * dailyAverage) reasons.push('burst');
    if (n24 >= YOUNG_MIN_REVIEWS && young * 2 > n24) reasons.push('young_accounts');
    if (reasons.length === 0 && !row.paused_until) continue;
    items.push({
      restaurant: { id: row.restaurant_id, name: row.restaurant_name },
      reasons,
      reviewsLast24h: n24,
      dailyAverage: Math.round(dailyAverage * 100) / 100,
      youngAccountReviews: young,
      reviewsPausedUntil: row.paused_until ? iso(row.paused_until) : null,
    });
  }
  items.sort((a, b) => b.reasons.length - a.reasons.length || b.reviewsLast24h - a.reviewsLast24h);
  return { items };
}

/* -------------------------------------------------------------------------------------------------
 * E-mail preferences
 * ----------------------------------------------------------------------------------------------- */

export async function getEmailPreferences(db: Db, user: CurrentUser): Promise<EmailPreferences> {
  const row = await queries.findEmailPreferences(db, user.id);
  return { ownerReplies: row?.owner_replies ?? true, moderation: row?.moderation ?? true };
}

export async function updateEmailPreferences(
  db: Db,
  user: CurrentUser,
  values: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const row = await queries.upsertEmailPreferences(db, user.id, values);
  return { ownerReplies: row.owner_replies, moderation: row.moderation };
}
