import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createLimiter } from './limiter';

export { createLimiter };

/**
 * Password hashing with a bound on how many run at once. Each scrypt hash (N=16384, r=16) takes
 * 32 MB of memory for about 0.1 s; Node runs up to four at a time (its thread pool), so a burst of
 * sign-ins or sign-ups used to add 128 MB to the server's memory. One at a time keeps a burst to 32 MB
 * (with PGlite in the same process, two had taken it over 300 MB); the others wait their turn, and the
 * other core serves every other request meanwhile (decision 043).
 */
export const PASSWORD_HASHING_CONCURRENCY = 1;

const limitHashing = createLimiter(PASSWORD_HASHING_CONCURRENCY);

/** better-auth's `emailAndPassword.password` option: its own scrypt hashing, bounded. */
export const boundedPasswordHashing = {
  hash: (password: string) => limitHashing(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) =>
    limitHashing(() => verifyPassword({ hash, password })),
};
