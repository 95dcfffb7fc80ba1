import type { TSessionUser } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { afterCookieRead, expiredSession } from './auth-status';
import { expireOnUnauthorized } from './session-expiry';

/** Records what a 401 does, in order. */
function recorder() {
  const done: string[] = [];
  return {
    done,
    effects: {
      expireSession: () => done.push('expire session'),
      clearCache: () => done.push('clear cache'),
      navigate: (to: string) => done.push(`go to ${to}`),
    },
  };
}

describe('a 401 on any call (spec §4, §7)', () => {
  it('clears the cache, expires the session and goes to /get-started with the way back', () => {
    const { done, effects } = recorder();
    expireOnUnauthorized({ pathname: '/saved-jobs', search: '?page=2' }, 'en', effects);
    expect(done).toEqual([
      'clear cache',
      'expire session',
      `go to /get-started?redirect=${encodeURIComponent('/saved-jobs?page=2')}`,
    ]);
  });

  it('keeps the language of the page', () => {
    const { done, effects } = recorder();
    expireOnUnauthorized({ pathname: '/ar/chat', search: '' }, 'ar', effects);
    expect(done.at(-1)).toBe(`go to /ar/get-started?redirect=${encodeURIComponent('/ar/chat')}`);
  });

  it('leaves a sign-in page alone: it shows its own 401 (a wrong password, a spent link)', () => {
    for (const pathname of ['/get-started', '/ja/magic-link', '/jobseeker-login-redirect']) {
      const { done, effects } = recorder();
      expireOnUnauthorized({ pathname, search: '' }, 'en', effects);
      expect(done).toEqual([]);
    }
  });
});

describe('the auth status', () => {
  const user = { id: 7, first_name: 'Ana' } as TSessionUser;

  it('is signed-in while the user cookie holds a seeker, guest otherwise', () => {
    expect(afterCookieRead(null, user)).toEqual({ user, status: 'signed-in' });
    expect(afterCookieRead(null, null)).toEqual({ user: null, status: 'guest' });
  });

  it('is expired after a 401, without a user, until the next sign-in', () => {
    expect(expiredSession).toEqual({ user: null, status: 'expired' });
    // Re-reading the (cleared) cookie does not forget that the session expired…
    expect(afterCookieRead(expiredSession, null).status).toBe('expired');
    // …a sign-in does.
    expect(afterCookieRead(expiredSession, user)).toEqual({ user, status: 'signed-in' });
    expect(afterCookieRead({ user, status: 'signed-in' }, null).status).toBe('guest');
  });
});
