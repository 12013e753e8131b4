import { authKeys } from '@/shared/schemas/auth.schema';
import type { Db } from '../../db/client';
import { AppError, forbidden, getDatabaseErrorCode } from '../../lib/app-error';
import { forgetSessionsOf } from '../../lib/session-cache';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './account.queries';

export async function changeOwnRole(db: Db, current: CurrentUser, role: string) {
  if (role !== 'user' && role !== 'owner') throw forbidden(authKeys.roleNotSelfAssignable);
  if (current.role === 'admin') throw forbidden(authKeys.adminKeepsRole);
  const updated = await queries.updateProfileRole(db, current.id, role);
  if (!updated) throw forbidden(authKeys.roleUnchanged);
  forgetSessionsOf(current.id);
  return updated;
}

const usernameTaken = () =>
  new AppError('CONFLICT', authKeys.usernameTaken, { username: authKeys.usernameTaken });

export async function changeOwnUsername(db: Db, current: CurrentUser, username: string) {
  try {
    await db.transaction(async (tx) => {
      if (await queries.isUsernameTaken(tx, username, current.id)) throw usernameTaken();
      await queries.updateProfileUsername(tx, current.id, username);
    });
  } catch (error) {
    // Two people taking the same name at once: the unique index refuses the second; keep the field error.
    if (getDatabaseErrorCode(error) === '23505') throw usernameTaken();
    throw error;
  }
  forgetSessionsOf(current.id);
}

export async function changeOwnLocale(db: Db, current: CurrentUser, locale: 'km' | 'en') {
  await queries.updateUserLocale(db, current.id, locale);
  forgetSessionsOf(current.id);
}
