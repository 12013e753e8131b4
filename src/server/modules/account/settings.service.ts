import { APIError } from 'better-auth/api';
import { describeUserAgent } from '@/shared/domain/user-agent';
import { accountKeys, type Device } from '@/shared/schemas/account.schema';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { boundedPasswordHashing } from '../../lib/password-hashing';
import { forgetSessionsOf } from '../../lib/session-cache';
import type { Auth, CurrentUser } from '../../plugins/auth';
import * as queries from './settings.queries';

/** The link a verification or change-of-address mail leads back to (the page shows a toast). */
export const VERIFIED_CALLBACK = '/auth?verified=1';
export const EMAIL_CHANGED_CALLBACK = '/settings?notice=email-changed';

/**
 * Sends the reset link when the address has an account. The answer never says whether it has:
 * better-auth answers alike, and a failure to send is logged rather than shown.
 */
export async function requestPasswordReset(auth: Auth, email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

/** Sets the new password from a one-time token; better-auth consumes the token and ends every session. */
export async function resetPassword(auth: Auth, token: string, password: string) {
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500)
      throw new AppError('INVALID_RESET_TOKEN', accountKeys.resetLinkInvalid, {
        token: accountKeys.resetLinkInvalid,
      });
    throw error;
  }
}

/** Sends the verification link again to an unverified address; the same answer for any address. */
export async function resendVerification(auth: Auth, email: string) {
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK } });
}

export async function listDevices(db: Db, userId: string, currentId: string): Promise<Device[]> {
  const rows = await queries.listSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
}

export async function signOutDevice(db: Db, userId: string, sessionId: string) {
  const removed = await queries.deleteSession(db, userId, sessionId);
  if (removed === 0) throw notFound(accountKeys.deviceNotFound);
  forgetSessionsOf(userId);
}

export async function signOutOtherDevices(db: Db, userId: string, currentId: string) {
  const removed = await queries.deleteOtherSessions(db, userId, currentId);
  forgetSessionsOf(userId);
  return removed;
}

/** The current password is checked; the new one replaces it and every other session ends. */
export async function changePassword(
  db: Db,
  userId: string,
  currentId: string,
  input: { currentPassword: string; password: string },
) {
  const credential = await queries.findPasswordAccount(db, userId);
  if (!credential?.password) throw new AppError('NO_PASSWORD', accountKeys.noPassword);
  const matches = await boundedPasswordHashing.verify({
    hash: credential.password,
    password: input.currentPassword,
  });
  if (!matches)
    throw new AppError('WRONG_PASSWORD', accountKeys.currentPasswordWrong, {
      currentPassword: accountKeys.currentPasswordWrong,
    });
  const hash = await boundedPasswordHashing.hash(input.password);
  await db.transaction(async (tx) => {
    await queries.setPassword(tx, credential.id, hash);
    await queries.deleteOtherSessions(tx, userId, currentId);
  });
  forgetSessionsOf(userId);
}

/**
 * Sends a link to the new address (the change happens when it is opened) and a notice to the old
 * one (modules/account/account-mail.ts). An address that already has an account gets no mail, and
 * the answer is the same, so this does not tell who has an account.
 */
export async function requestEmailChange(
  auth: Auth,
  current: CurrentUser,
  headers: Headers,
  newEmail: string,
) {
  if (newEmail === current.email.toLowerCase())
    throw new AppError('SAME_EMAIL', accountKeys.sameEmail, { newEmail: accountKeys.sameEmail });
  await auth.api.changeEmail({ body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK }, headers });
}

export async function exportAccount(db: Db, current: CurrentUser) {
  const data = await queries.readAccountData(db, current.id);
  return { exportedAt: new Date().toISOString(), id: current.id, ...data };
}

/**
 * Deletes the account after the username typed matches (decision 020). In one transaction: the
 * reactions come off the reviews' counts, then the account goes, and the database's cascades and
 * SET NULLs do the rest. The reviews stay, without an author, so every restaurant's aggregates stay
 * exact without touching them.
 */
export async function deleteAccount(db: Db, current: CurrentUser, typedUsername: string) {
  if (current.role === 'admin') throw forbidden(accountKeys.adminCannotDelete);
  await db.transaction(async (tx) => {
    const profile = await queries.lockProfile(tx, current.id);
    if (!profile) throw notFound();
    if (profile.username.toLowerCase() !== typedUsername.trim().toLowerCase())
      throw new AppError('CONFIRMATION_MISMATCH', accountKeys.usernameMismatch, {
        username: accountKeys.usernameMismatch,
      });
    await queries.removeReactionCounts(tx, current.id);
    await queries.deleteUser(tx, current.id);
  });
  forgetSessionsOf(current.id);
}
