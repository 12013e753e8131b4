import { describe, expect, it } from 'vitest';
import { forgetSessionsOf, SessionCache, type CachedSession } from './session-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const session = (userId: string, expiresAt: number, name = userId): CachedSession<{ name: string }> => ({
  sessionId: `s-${userId}`,
  userId,
  expiresAt,
  user: { name },
});

describe('SessionCache', () => {
  it('trusts an entry for the TTL and never past the session’s own end', () => {
    const time = clock();
    const cache = new SessionCache<{ name: string }>({ ttlMs: 30_000, now: time.now });
    cache.set('a', session('u1', time.now() + 60_000), cache.mark());
    cache.set('b', session('u2', time.now() + 10_000), cache.mark());
    time.advance(9_999);
    expect(cache.get('a')?.user?.name).toBe('u1');
    expect(cache.get('b')?.user?.name).toBe('u2');
    time.advance(1);
    expect(cache.get('b')).toBeUndefined();
    time.advance(20_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const time = clock();
    const cache = new SessionCache<{ name: string }>({ maxEntries: 3, now: time.now });
    const end = time.now() + 60_000;
    for (const key of ['a', 'b', 'c']) cache.set(key, session(key, end), cache.mark());
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', session('d', end), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.userId)).toEqual(['a', 'c', 'd']);
    cache.close();
  });

  it('forgets every session of a user, in every cache of the process', () => {
    const end = Date.now() + 60_000;
    const one = new SessionCache<{ name: string }>();
    const two = new SessionCache<{ name: string }>();
    one.set('phone', session('u1', end), one.mark());
    one.set('laptop', session('u1', end), one.mark());
    one.set('other', session('u2', end), one.mark());
    two.set('tablet', session('u1', end), two.mark());
    forgetSessionsOf('u1');
    expect(one.get('phone')).toBeUndefined();
    expect(one.get('laptop')).toBeUndefined();
    expect(two.get('tablet')).toBeUndefined();
    expect(one.get('other')?.userId).toBe('u2');
    one.close();
    two.close();
    // A closed cache no longer listens.
    two.set('late', session('u3', end), two.mark());
    forgetSessionsOf('u3');
    expect(two.get('late')?.userId).toBe('u3');
  });

  it('does not store a lookup that began before a forget (it may have read the old row)', () => {
    const cache = new SessionCache<{ name: string }>();
    const mark = cache.mark();
    forgetSessionsOf('u1');
    cache.set('a', session('u1', Date.now() + 60_000, 'old name'), mark);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', session('u1', Date.now() + 60_000, 'new name'), cache.mark());
    expect(cache.get('a')?.user?.name).toBe('new name');
    cache.close();
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new SessionCache<{ name: string }>({ ttlMs: 0 });
    cache.set('a', session('u1', Date.now() + 60_000), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    cache.close();
  });
});
