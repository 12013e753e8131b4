import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import type * as BetterAuthCrypto from 'better-auth/crypto';
import {
  boundedPasswordHashing,
  createLimiter,
  PASSWORD_HASHING_CONCURRENCY,
} from '@/server/lib/password-hashing';

/** How many of better-auth's scrypt hashes run at once, seen through a wrapper around them. */
const hashing = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('better-auth/crypto', async (importOriginal) => {
  const original = await importOriginal<typeof BetterAuthCrypto>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      hashing.running += 1;
      hashing.most = Math.max(hashing.most, hashing.running);
      try {
        return await fn(...args);
      } finally {
        hashing.running -= 1;
      }
    };
  return {
    ...original,
    hashPassword: counted(original.hashPassword),
    verifyPassword: counted(original.verifyPassword),
  };
});

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('createLimiter', () => {
  it('runs at most `max` tasks at once, the others in the order they were asked for', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return n * 10;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limit(task(n))));
    expect(results).toEqual([10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('boundedPasswordHashing', () => {
  it("hashes and verifies like better-auth's own scrypt (existing hashes keep working)", async () => {
    const hash = await boundedPasswordHashing.hash('SpeyDemo123');
    expect(await boundedPasswordHashing.verify({ hash, password: 'SpeyDemo123' })).toBe(true);
    expect(await boundedPasswordHashing.verify({ hash, password: 'wrong' })).toBe(false);
    const madeBefore = await hashPassword('SpeyDemo123');
    expect(await boundedPasswordHashing.verify({ hash: madeBefore, password: 'SpeyDemo123' })).toBe(true);
  });

  it('runs one hash at a time (32 MB each), and a burst still answers every caller rightly', async () => {
    expect(PASSWORD_HASHING_CONCURRENCY).toBe(1);
    const hash = await boundedPasswordHashing.hash('SpeyDemo123');
    hashing.most = 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        boundedPasswordHashing.verify({ hash, password: i % 2 === 0 ? 'SpeyDemo123' : `wrong${i}` }),
      ),
    );
    expect(answers).toEqual([true, false, true, false, true, false]);
    expect(hashing.most).toBe(1);
  });
});
