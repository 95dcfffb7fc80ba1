import { describe, expect, it } from 'vitest';
import { isAttributed, landingOf } from './landing';
import { routeName } from './route-name';

const site = { origin: 'https://talkhire.example' };

describe('landing', () => {
  it('keeps the UTM fields, the referring site’s origin only and the path without its query', () => {
    const landing = landingOf(
      {
        ...site,
        pathname: '/nurse-jobs',
        search: '?utm_source=news&utm_campaign=%20spring%20&query=mine&utm_term=',
      },
      'https://mail.example.org/inbox/42?user=rosa',
    );
    expect(landing).toEqual({
      landing_path: '/nurse-jobs',
      utm_source: 'news',
      utm_campaign: 'spring',
      referrer: 'https://mail.example.org',
    });
    expect(isAttributed(landing)).toBe(true);
  });

  it('takes no referrer from the site itself, and a direct visit is not attributed', () => {
    const landing = landingOf({ ...site, pathname: '/', search: '' }, 'https://talkhire.example/job/x-1');
    expect(landing).toEqual({ landing_path: '/' });
    expect(isAttributed(landing)).toBe(false);
  });
});

describe('route names', () => {
  it('names routes, never the address a person may have typed into', () => {
    expect(routeName('/')).toBe('home');
    expect(routeName('/ja')).toBe('home');
    expect(routeName('/job/nurse-at-cebu-12')).toBe('job_detail');
    expect(routeName('/job/nurse-at-cebu-12/apply/success')).toBe('apply_success');
    expect(routeName('/my-secret-query-jobs-in-cebu')).toBe('job_search');
    expect(routeName('/zh-tw/job-search')).toBe('job_search');
    expect(routeName('/my-jobs/saved')).toBe('my_jobs');
    expect(routeName('/account-settings/notifications')).toBe('account_settings');
    expect(routeName('/get-started')).toBe('get_started');
    expect(routeName('/something-else')).toBe('other');
  });
});
