import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, user } from '../../db/schema/index';
import type { Role } from '@/shared/schemas/auth.schema';

export async function updateProfileRole(db: DbOrTx, userId: string, role: Role) {
  const rows = await db
    .update(profiles)
    .set({ role, updatedAt: new Date() })
    // An administrator's role is never changed from here.
    .where(and(eq(profiles.id, userId), ne(profiles.role, 'admin')))
    .returning({ role: profiles.role });
  return rows[0]?.role;
}

export async function isUsernameTaken(db: DbOrTx, username: string, exceptUserId: string) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateProfileUsername(db: DbOrTx, userId: string, username: string) {
  await db.update(profiles).set({ username, updatedAt: new Date() }).where(eq(profiles.id, userId));
  await db.update(user).set({ name: username, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function updateUserLocale(db: DbOrTx, userId: string, locale: 'km' | 'en') {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows[0];
}
