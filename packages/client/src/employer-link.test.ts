import { describe, expect, it } from 'vitest';
import { employerLink } from './employer-link';

describe('employer link', () => {
  it('opens the employer site on the same edition and language', () => {
    expect(employerLink({ host: 'https://boss.example/', path: '/', country: 'ph', language: 'en' })).toBe(
      'https://boss.example/?country=ph&lang=en',
    );
    expect(employerLink({ host: 'https://boss.example', path: 'boss', country: 'jp', language: 'ja' })).toBe(
      'https://boss.example/boss?country=jp&lang=ja',
    );
  });

  it('hands a one-time ticket to keep-login, with an empty redirect for the boss target', () => {
    expect(
      employerLink({
        host: 'https://boss.example',
        path: 'boss',
        country: 'sg',
        language: 'en',
        ticket: 't1',
      }),
    ).toBe('https://boss.example/keep-login?country=sg&lang=en&sessionid=t1&redirect=');
    expect(
      employerLink({
        host: 'https://boss.example',
        path: 'jobs/new',
        country: 'sg',
        language: 'zh-cn',
        ticket: 't2',
      }),
    ).toBe('https://boss.example/keep-login?country=sg&lang=zh-cn&sessionid=t2&redirect=%2Fjobs%2Fnew');
  });
});
