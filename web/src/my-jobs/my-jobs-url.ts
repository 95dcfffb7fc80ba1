import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { applicationEventKinds, type TApplicationEventKind } from '@talkhire/contracts';

/** The My Jobs tabs of spec §2, in order, by their path segment. */
export const myJobsTabs = ['for-you', 'saved', 'communicated', 'interview', 'who-viewed-me'] as const;
export type MyJobsTab = (typeof myJobsTabs)[number];

export const isMyJobsTab = (segment: string | undefined): segment is MyJobsTab =>
  myJobsTabs.includes(segment as MyJobsTab);

/** What a list shows, as the page URL's query keeps it: a reload or a shared link shows the same. */
export interface MyJobsView {
  page: number;
  sort: 1 | 2;
  jobType?: number;
  workArrangement?: number;
  isOpen: boolean;
  status?: TApplicationEventKind;
}

/** Reads the view from the query; anything unreadable falls back to the default. */
export function readMyJobsView(params: URLSearchParams): MyJobsView {
  const id = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const status = params.get('status');
  return {
    page: id('page') ?? 1,
    sort: params.get('sort') === '2' ? 2 : 1,
    jobType: id('job_types'),
    workArrangement: id('work_arrangements'),
    isOpen: params.get('is_open') === '1',
    status: applicationEventKinds.includes(status as TApplicationEventKind)
      ? (status as TApplicationEventKind)
      : undefined,
  };
}

/** The API query (and the page query) of a view; defaults are left out. */
export function myJobsQuery(view: MyJobsView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.page > 1) query.page = String(view.page);
  if (view.sort !== 1) query.sort = String(view.sort);
  if (view.jobType) query.job_types = String(view.jobType);
  if (view.workArrangement) query.work_arrangements = String(view.workArrangement);
  if (view.isOpen) query.is_open = '1';
  if (view.status) query.status = view.status;
  return query;
}

/** `/{lang}/my-jobs/{tab}?…`: For You is also `/my-jobs` itself. */
export function myJobsPath(language: LanguageCode, tab: MyJobsTab, view?: MyJobsView): string {
  const search = view ? new URLSearchParams(myJobsQuery(view)).toString() : '';
  return `${withLanguagePath(language, `/my-jobs/${tab}`)}${search ? `?${search}` : ''}`;
}

export const hasFilters = (view: MyJobsView) =>
  Boolean(view.jobType || view.workArrangement || view.isOpen || view.status);
