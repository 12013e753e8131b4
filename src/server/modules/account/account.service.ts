import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './account.queries';

export async function changeOwnRole(db: Db, current: CurrentUser, role: string) {
  if (role !== 'user' && role !== 'owner') throw forbidden('You cannot give yourself this role');
  if (current.role === 'admin') throw forbidden('An administrator keeps the administrator role');
  const updated = await queries.updateProfileRole(db, current.id, role);
  if (!updated) throw forbidden('You cannot change this role');
  return updated;
}

export async function changeOwnUsername(db: Db, current: CurrentUser, username: string) {
  return db.transaction(async (tx) => {
    if (await queries.isUsernameTaken(tx, username, current.id)) {
      throw new AppError('CONFLICT', 'This username is already taken', { username: 'This username is already taken' });
    }
    await queries.updateProfileUsername(tx, current.id, username);
  });
}
