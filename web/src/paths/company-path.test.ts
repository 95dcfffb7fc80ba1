import { describe, expect, it } from 'vitest';
import { companyIdOfSlug, companyPath, companyTabOf } from './company-path';

describe('company URLs', () => {
  it('puts the name slug and the id under the language prefix, the tab as a parameter', () => {
    expect(companyPath('en', { id: 42, name: 'Acme Trading Corp.' })).toBe('/company/acme-trading-corp-42');
    expect(companyPath('ja', { id: 7, name: 'Acme' }, 'jobs')).toBe('/ja/company/acme-7?tab=jobs');
    expect(companyPath('en', { id: 7, name: 'Acme' }, 'overview')).toBe('/company/acme-7');
  });

  it('reads the id back from the slug, and refuses slugs without one', () => {
    expect(companyIdOfSlug('acme-trading-corp-42')).toBe(42);
    expect(companyIdOfSlug('42')).toBe(42);
    expect(companyIdOfSlug('acme')).toBeNull();
    expect(companyIdOfSlug('acme-99999999999')).toBeNull();
  });

  it('falls back to the Overview tab for unknown tabs', () => {
    expect(companyTabOf('life')).toBe('life');
    expect(companyTabOf('nope')).toBe('overview');
    expect(companyTabOf(null)).toBe('overview');
  });
});
