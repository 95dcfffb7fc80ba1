import { describe, expect, it } from 'vitest';
import { companyTexts, screenOfPath, screenTexts, type TextLookup } from './page-heads';

/** Texts as the key with its values, so the test sees what was looked up. */
const t: TextLookup = (key, values) =>
  key === 'seo.site_name' ? 'Site' : `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

describe('the screen a path shows', () => {
  it.each([
    ['/get-started', 'get_started'],
    ['/chat', 'chat'],
    ['/chat/12', 'chat'],
    ['/my-jobs', 'my_jobs'],
    ['/my-jobs/saved', 'my_jobs'],
    ['/applied-jobs', 'applied_jobs'],
    ['/remote-jobs', 'remote_jobs'],
    ['/onsite-job', 'onsite_jobs'],
    ['/companies', 'companies'],
    ['/company/acme-7', 'company'],
    ['/job/nurse-1/apply/success', 'apply_success'],
    ['/qr-login/abc', 'qr_login'],
    ['/account-settings/job-alert', 'job_alerts'],
  ])('%s is %s', (path, screen) => expect(screenOfPath(path)).toBe(screen));

  it.each([
    '/',
    '/job/nurse-1',
    '/nurse-jobs',
    '/remote-jobs-in-cebu',
    '/job-search',
    '/chat/1/2',
    '/qr-login',
    '/company',
  ])('%s is none', (path) => expect(screenOfPath(path)).toBeNull());
});

describe('the texts of a page', () => {
  it('put the site name after the screen title', () => {
    expect(screenTexts(t, 'chat')).toEqual({
      title: 'seo.pages.chat.title | Site',
      description: 'seo.pages.chat.description',
    });
  });

  it('describe a company by its name, industry, place and size', () => {
    const company = {
      name: 'Acme',
      industry: { value: 'Retail' },
      company_size: { value: '51-200' },
      location: { value: 'Cebu' },
    };
    expect(companyTexts(t, company).description).toBe(
      'seo.pages.company.description {"company":"Acme","facts":"Retail · Cebu · 51-200"}',
    );
    expect(companyTexts(t, { ...company, location: null }).description).toContain('"Retail · 51-200"');
  });
});
