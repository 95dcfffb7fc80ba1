import { describe, expect, it } from 'vitest';
import { isMyJobsTab, myJobsPath, readMyJobsView } from './my-jobs-url';

describe('My Jobs URLs', () => {
  it('reads sort, page and filters from the query, ignoring what it cannot read', () => {
    const view = readMyJobsView(
      new URLSearchParams('page=3&sort=2&job_types=1&work_arrangements=3&is_open=1&status=offer'),
    );
    expect(view).toEqual({ page: 3, sort: 2, jobType: 1, workArrangement: 3, isOpen: true, status: 'offer' });
    expect(readMyJobsView(new URLSearchParams('page=-1&sort=9&job_types=x&status=hired'))).toEqual({
      page: 1,
      sort: 1,
      jobType: undefined,
      workArrangement: undefined,
      isOpen: false,
      status: undefined,
    });
  });

  it('writes a view back without its defaults, under the language path', () => {
    const view = readMyJobsView(new URLSearchParams('sort=2&is_open=1'));
    expect(myJobsPath('en', 'saved', view)).toBe('/my-jobs/saved?sort=2&is_open=1');
    expect(myJobsPath('ar', 'for-you', { ...view, sort: 1, isOpen: false })).toBe('/ar/my-jobs/for-you');
  });

  it('knows the five tabs and nothing else', () => {
    expect(['for-you', 'saved', 'communicated', 'interview', 'who-viewed-me'].every(isMyJobsTab)).toBe(true);
    expect(isMyJobsTab('interviews')).toBe(false);
    expect(isMyJobsTab(undefined)).toBe(false);
  });
});
