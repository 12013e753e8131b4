import { eq, sql } from 'drizzle-orm';
import { resolveMessage } from '@/shared/messages';
import { emailSchema, newPasswordSchema } from '@/shared/schemas/auth.schema';
import type { Db, DbOrTx } from '../client';
import { profiles, user } from '../schema/index';
import { hashAccountPassword, insertVerifiedUser } from './accounts';

/** A username candidate from an e-mail address; the profile trigger makes it unique. */
function usernameFromEmail(email: string): string {
  const local = email
    .split('@')[0]
    .replace(/[^A-Za-z0-9_]/g, '')
    .slice(0, 19);
  return local.length >= 3 ? local : `admin${local}`.slice(0, 19);
}

/**
 * Makes the account with this e-mail an administrator, creating a verified e-mail/password
 * account first when there is none (the password is then required and must meet the sign-up
 * rules). Throws an Error with a readable message otherwise.
 */
export async function createOrPromoteAdmin(
  db: Db,
  options: { email: string; password?: string },
): Promise<{ created: boolean }> {
  const parsedEmail = emailSchema.safeParse(options.email);
  if (!parsedEmail.success)
    throw new Error(english(parsedEmail.error.issues[0]?.message) ?? 'Invalid e-mail address');
  const email = parsedEmail.data;

  const findUser = async (tx: DbOrTx) => {
    const [row] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email))
      .limit(1);
    return row;
  };
  const promote = (tx: DbOrTx, id: string) =>
    tx.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.id, id));

  const existing = await findUser(db);
  if (existing) {
    await promote(db, existing.id);
    return { created: false };
  }

  if (options.password === undefined || options.password === '') {
    throw new Error(`No account uses ${email}; give a password to create one.`);
  }
  const parsedPassword = newPasswordSchema.safeParse(options.password);
  if (!parsedPassword.success) {
    throw new Error(english(parsedPassword.error.issues[0]?.message) ?? 'Invalid password');
  }
  // Hash outside the transaction (scrypt is slow).
  const hash = await hashAccountPassword(parsedPassword.data);
  return db.transaction(async (tx) => {
    const raced = await findUser(tx);
    if (raced) {
      await promote(tx, raced.id);
      return { created: false };
    }
    const id = await insertVerifiedUser(tx, {
      email,
      username: usernameFromEmail(email),
      password: { hash },
      isRestaurantOwner: false,
      locale: 'km',
    });
    await promote(tx, id);
    return { created: true };
  });
}

/** The shared schema's rule (a stable key) as the English text the operator reads. */
function english(message: string | undefined): string | undefined {
  return message === undefined ? undefined : resolveMessage(message).message;
}
