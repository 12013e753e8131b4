import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  account,
  claimRequests,
  emailPreferences,
  favourites,
  profiles,
  reservations,
  restaurantRegistrations,
  restaurants,
  reviewReactions,
  reviews,
  session,
  user,
} from '../../db/schema/index';

export async function listSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`))
    .orderBy(desc(session.updatedAt));
}

/** Ends one of the user's sessions; another user's id finds nothing. */
export async function deleteSession(db: DbOrTx, userId: string, sessionId: string) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return rows.length;
}

/** Ends every session of the user but the one given. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return rows.length;
}

export async function findPasswordAccount(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  return rows[0];
}

export async function setPassword(db: DbOrTx, accountId: string, passwordHash: string) {
  await db
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(eq(account.id, accountId));
}

/** Everything stored about one person, for "Download my data". */
export async function readAccountData(db: DbOrTx, userId: string) {
  const [profileRows, userRows] = await Promise.all([
    db
      .select({
        username: profiles.username,
        role: profiles.role,
        avatarUrl: profiles.avatarUrl,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({
        email: user.email,
        emailVerified: user.emailVerified,
        locale: user.locale,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, userId)),
  ]);
  const reviewRows = await db
    .select({
      id: reviews.id,
      restaurantId: reviews.restaurantId,
      restaurantName: restaurants.name,
      rating: reviews.rating,
      comment: reviews.comment,
      speyFriendly: reviews.speyFriendly,
      visitDate: reviews.visitDate,
      likeCount: reviews.likeCount,
      dislikeCount: reviews.dislikeCount,
      hiddenAt: reviews.hiddenAt,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  const reactionRows = await db
    .select({
      reviewId: reviewReactions.reviewId,
      reactionType: reviewReactions.reactionType,
      createdAt: reviewReactions.createdAt,
    })
    .from(reviewReactions)
    .where(eq(reviewReactions.userId, userId))
    .orderBy(desc(reviewReactions.createdAt));
  const favouriteRows = await db
    .select({
      restaurantId: favourites.restaurantId,
      restaurantName: restaurants.name,
      createdAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(restaurants, eq(restaurants.id, favourites.restaurantId))
    .where(eq(favourites.userId, userId));
  const claimRows = await db
    .select()
    .from(claimRequests)
    .where(eq(claimRequests.userId, userId))
    .orderBy(desc(claimRequests.createdAt));
  const registrationRows = await db
    .select()
    .from(restaurantRegistrations)
    .where(eq(restaurantRegistrations.userId, userId))
    .orderBy(desc(restaurantRegistrations.createdAt));
  const reservationRows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.createdAt));
  const preferenceRows = await db
    .select({ ownerReplies: emailPreferences.ownerReplies, moderation: emailPreferences.moderation })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  const ownedRows = await db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.ownerId, userId));
  return {
    profile: profileRows[0],
    account: userRows[0],
    reviews: reviewRows,
    reactions: reactionRows,
    favourites: favouriteRows,
    claims: claimRows,
    registrations: registrationRows,
    reservations: reservationRows,
    emailPreferences: preferenceRows[0] ?? { ownerReplies: true, moderation: true },
    ownedRestaurants: ownedRows,
  };
}

/**
 * Takes the user's reactions off the counts of the reviews they reacted to (the reaction rows go
 * with the account). One statement; the review rows are the contended ones, so this runs last but one.
 */
export async function removeReactionCounts(db: DbOrTx, userId: string) {
  await db.execute(sql`
    UPDATE reviews AS r SET
      like_count = r.like_count - c.likes,
      dislike_count = r.dislike_count - c.dislikes
    FROM (
      SELECT review_id,
             count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
             count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes
      FROM review_reactions WHERE user_id = ${userId} GROUP BY review_id
    ) AS c
    WHERE r.id = c.review_id`);
}

export async function lockProfile(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return rows[0];
}

/**
 * Deletes the account. The database does the rest: sessions, credentials, favourites, reactions,
 * claims, registrations, reservations and preferences go with it (ON DELETE CASCADE); reviews and
 * owner replies stay without an author, and owned restaurants lose their owner (ON DELETE SET NULL).
 */
export async function deleteUser(db: DbOrTx, userId: string) {
  await db.delete(user).where(eq(user.id, userId));
}
