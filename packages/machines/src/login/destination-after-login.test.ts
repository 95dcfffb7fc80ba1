import { describe, expect, it } from 'vitest';
import { type DestinationInput, destinationAfterLogin } from './destination-after-login';

const ownOrigin = 'https://talkhire.example';
const complete = { active_key: 1, is_profile_completed: true, profile_needs_update: false };
const incomplete = { active_key: 1, is_profile_completed: false, profile_needs_update: false };
const needsUpdate = { active_key: 1, is_profile_completed: true, profile_needs_update: true };

function destination(overrides: Partial<DestinationInput> = {}): string {
  return destinationAfterLogin({ user: complete, redirect: null, ownOrigin, language: 'en', ...overrides });
}

describe('destinationAfterLogin (spec §4)', () => {
  describe('without a redirect', () => {
    it('sends an active seeker with an incomplete profile to profile completion', () => {
      expect(destination({ user: incomplete })).toBe('/jobseeker-complete-profile');
    });

    it('sends an active seeker whose completed profile needs update to profile completion', () => {
      expect(destination({ user: needsUpdate })).toBe('/jobseeker-complete-profile');
      expect(destination({ user: needsUpdate, language: 'ja' })).toBe('/ja/jobseeker-complete-profile');
    });

    it('sends a seeker with a complete profile to /onsite-job', () => {
      expect(destination({ user: complete })).toBe('/onsite-job');
    });

    it('sends a seeker whose active_key is not 1 to /onsite-job even with an incomplete profile', () => {
      expect(destination({ user: { ...incomplete, active_key: 0 } })).toBe('/onsite-job');
      expect(destination({ user: { ...incomplete, active_key: 2 } })).toBe('/onsite-job');
      expect(destination({ user: { ...needsUpdate, active_key: 2 } })).toBe('/onsite-job');
    });

    it('keeps the language in the path, except for English which has no prefix', () => {
      expect(destination({ user: incomplete, language: 'ar' })).toBe('/ar/jobseeker-complete-profile');
      expect(destination({ language: 'zh-tw' })).toBe('/zh-tw/onsite-job');
    });

    it('treats an empty or blank redirect as none', () => {
      expect(destination({ redirect: '' })).toBe('/onsite-job');
      expect(destination({ redirect: '   ' })).toBe('/onsite-job');
      expect(destination({ redirect: undefined, user: incomplete })).toBe('/jobseeker-complete-profile');
    });
  });

  describe('with a redirect on the product', () => {
    it('follows a path, over the profile rule, with its query and hash', () => {
      expect(destination({ redirect: '/chat/123' })).toBe('/chat/123');
      expect(destination({ redirect: '/ja/job/9?source=web#apply', user: incomplete })).toBe(
        '/ja/job/9?source=web#apply',
      );
    });

    it('reads a path without a leading slash from the root', () => {
      expect(destination({ redirect: 'my-jobs' })).toBe('/my-jobs');
    });

    it('turns an absolute URL to its own origin into the login hand-off', () => {
      expect(destination({ redirect: 'https://talkhire.example/my-jobs?tab=saved' })).toBe(
        `/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://talkhire.example/my-jobs?tab=saved')}`,
      );
    });

    it('puts the hand-off under the language prefix', () => {
      expect(destination({ redirect: 'https://talkhire.example/id/onsite-job', language: 'id' })).toBe(
        `/id/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://talkhire.example/id/onsite-job')}`,
      );
    });

    it('treats a protocol-relative URL to its own host as absolute', () => {
      expect(destination({ redirect: '//talkhire.example/chat/7' })).toBe(
        `/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://talkhire.example/chat/7')}`,
      );
    });

    it('compares origins with the port: a dev server on another port is another site', () => {
      const local = 'http://localhost:5173';
      expect(
        destinationAfterLogin({
          user: complete,
          redirect: 'http://localhost:5173/x',
          ownOrigin: local,
          language: 'en',
        }),
      ).toBe(`/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('http://localhost:5173/x')}`);
      expect(
        destinationAfterLogin({
          user: complete,
          redirect: 'http://localhost:3000/x',
          ownOrigin: local,
          language: 'en',
        }),
      ).toBe('/onsite-job');
    });
  });

  describe('with a redirect that would leave the product (open-redirect protection)', () => {
    it.each([
      ['another host', 'https://evil.example/steal'],
      ['a look-alike host', 'https://talkhire.example.evil.example/'],
      ['credentials before the host', 'https://talkhire.example@evil.example/'],
      ['a protocol-relative URL', '//evil.example/steal'],
      ['a backslash trick', '/\\evil.example'],
      ['a tab inside the slashes', '/\t/evil.example'],
      ['plain http on an https site', 'http://talkhire.example/my-jobs'],
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
      ['an unparseable URL', 'https://'],
    ])('ignores %s and applies the profile rule', (_, redirect) => {
      expect(destination({ redirect })).toBe('/onsite-job');
      expect(destination({ redirect, user: incomplete })).toBe('/jobseeker-complete-profile');
    });
  });
});
