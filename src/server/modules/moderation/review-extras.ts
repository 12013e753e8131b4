import { moderationKeys } from '@/shared/domain/moderation';
import type { ReplyView } from '@/shared/schemas/review.schema';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as queries from './moderation.queries';

// What the review module asks of moderation, kept apart from moderation.service (which builds on the
// review module) so the two never import each other.

const iso = (value: Date | string) => new Date(value).toISOString();

/* -------------------------------------------------------------------------------------------------
 * Review cards: reply, hidden state and the caller's reports (used by reviews.service for every list)
 * ----------------------------------------------------------------------------------------------- */

export interface CardExtras {
  reply: ReplyView | null;
  isReported: boolean;
  isHidden: boolean;
}

/**
 * The extras of a page of cards. A hidden reply is left out unless `showHiddenReplies` (the owner's
 * own list); `isHidden` is only kept when the viewer may know it (the author's own list: `showHidden`).
 */
export async function getCardExtras(
  db: DbOrTx,
  reviewIds: string[],
  viewerId: string | null,
  options: CardExtrasOptions = {},
): Promise<Map<string, CardExtras>> {
  const rows = await queries.findCardExtras(db, reviewIds, viewerId);
  return new Map(rows.map((row) => [row.review_id, cardExtrasFrom(row, options)]));
}

export interface CardExtrasOptions {
  showHiddenReplies?: boolean;
  showHidden?: boolean;
}

/** The extras of one card from its row (findCardExtras, or a review list that read them itself). */
export function cardExtrasFrom(
  row: Pick<
    queries.CardExtrasRow,
    | 'is_hidden'
    | 'reply_id'
    | 'reply_body'
    | 'reply_created_at'
    | 'reply_updated_at'
    | 'reply_hidden'
    | 'review_reported'
    | 'reply_reported'
  >,
  options: CardExtrasOptions = {},
): CardExtras {
  const showReply =
    row.reply_id !== null && row.reply_body !== null && (!row.reply_hidden || options.showHiddenReplies);
  return {
    isHidden: Boolean(options.showHidden && row.is_hidden),
    isReported: row.review_reported,
    reply:
      showReply && row.reply_id && row.reply_body && row.reply_created_at && row.reply_updated_at
        ? {
            id: row.reply_id,
            content: row.reply_body,
            createdAt: iso(row.reply_created_at),
            updatedAt: iso(row.reply_updated_at),
            isReported: row.reply_reported,
            isHidden: Boolean(row.reply_hidden),
          }
        : null,
  };
}

/** New reviews of a restaurant are refused while moderation pauses them (reviews.queries `postReview`). */
export const reviewsPaused = () => new AppError('REVIEWS_PAUSED', moderationKeys.reviewsPaused);
