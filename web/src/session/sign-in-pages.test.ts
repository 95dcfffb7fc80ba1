import { describe, expect, it } from 'vitest';
import { isSignInPage } from './sign-in-pages';

describe('isSignInPage', () => {
  it('names the pages that show a refused sign-in themselves', () => {
    for (const page of [
      '/get-started',
      '/change-password',
      '/magic-link',
      '/jobseeker-login-redirect',
      '/verify-email',
    ]) {
      expect(isSignInPage(page)).toBe(true);
    }
  });

  it('leaves every other page to the 401 → /get-started rule, the QR phone page included', () => {
    expect(isSignInPage('/')).toBe(false);
    expect(isSignInPage('/qr-login/abc')).toBe(false);
    expect(isSignInPage('/get-started-now')).toBe(false);
  });
});
