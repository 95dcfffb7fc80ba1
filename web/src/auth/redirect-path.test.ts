import { describe, expect, it } from 'vitest';
import { redirectPath } from './redirect-path';

const origin = 'https://talkhire.example';

describe('redirectPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(redirectPath('/onsite-job?page=2#top', origin)).toBe('/onsite-job?page=2#top');
  });

  it('turns an absolute URL of this site into its path', () => {
    expect(redirectPath('https://talkhire.example/ja/onsite-job', origin)).toBe('/ja/onsite-job');
  });

  it('drops anything aimed at another site', () => {
    expect(redirectPath('https://evil.example/x', origin)).toBeNull();
    expect(redirectPath('//evil.example/x', origin)).toBeNull();
    expect(redirectPath('/\\evil.example/x', origin)).toBeNull();
    expect(redirectPath('javascript:alert(1)', origin)).toBeNull();
    expect(redirectPath('http://talkhire.example/x', origin)).toBeNull();
  });

  it('has nothing to keep without a redirect', () => {
    expect(redirectPath(null, origin)).toBeNull();
    expect(redirectPath('', origin)).toBeNull();
  });
});
