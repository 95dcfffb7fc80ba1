// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookie, readCookie } from '../session/cookies';
import {
  hasShowFlag,
  postponeVerification,
  rememberReturnUrl,
  verificationPostponed,
  withoutShowFlag,
} from './identity-cookies';

afterEach(() => {
  clearCookie('identity_return_url');
  clearCookie('identity_do_it_later');
});

describe('the identity cookies', () => {
  it('keep the return URL as this page with the show-identity-info flag', () => {
    rememberReturnUrl('/ar/job/engineer-8', '?from=search');
    expect(readCookie('identity_return_url')).toBe('/ar/job/engineer-8?from=search&show_identity_info=1');
    rememberReturnUrl('/profile', '?show_identity_info=1');
    expect(readCookie('identity_return_url')).toBe('/profile?show_identity_info=1');
  });

  it('remember do it later', () => {
    expect(verificationPostponed()).toBe(false);
    postponeVerification();
    expect(verificationPostponed()).toBe(true);
  });

  it('read the flag only as 1, and closing leaves the rest of the address', () => {
    expect(hasShowFlag('?show_identity_info=1')).toBe(true);
    expect(hasShowFlag('?show_identity_info=0')).toBe(false);
    expect(withoutShowFlag('/profile', '?show_identity_info=1')).toBe('/profile');
    expect(withoutShowFlag('/job-search', '?page=2&show_identity_info=1')).toBe('/job-search?page=2');
  });
});
