import { hashPassword } from 'better-auth/crypto';
import type { DbOrTx } from '../client';
import { account, user } from '../schema/index';

export interface VerifiedUserInput {
  email: string;
  username: string;
  /** The plain password, hashed here; or a hash from hashPassword, to hash once for many users. */
  password: string | { hash: string };
  isRestaurantOwner: boolean;
  locale: 'km' | 'en';
  createdAt?: Date;
}

/** Hashes a password the way better-auth's email sign-in verifies it (scrypt; slow, so hash once). */
export function hashAccountPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/**
 * Inserts a verified e-mail/password account: the "user" row (name = username, which the
 * profile trigger turns into the profile's username and role) and its credential "account" row.
 * Returns the new user id (equal to the profile id).
 */
export async function insertVerifiedUser(tx: DbOrTx, input: VerifiedUserInput): Promise<string> {
  const passwordHash =
    typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash;
  const createdAt = input.createdAt ?? new Date();
  const [row] = await tx
    .insert(user)
    .values({
      name: input.username,
      email: input.email.trim().toLowerCase(),
      emailVerified: true,
      isRestaurantOwner: input.isRestaurantOwner,
      locale: input.locale,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: user.id });
  await tx.insert(account).values({
    userId: row.id,
    accountId: row.id,
    providerId: 'credential',
    password: passwordHash,
    createdAt,
    updatedAt: createdAt,
  });
  return row.id;
}
