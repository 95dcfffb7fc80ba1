/**
 * What an exposure or click says about the list it happened in (issue 16 point 2): one query id
 * per load of the list, the list's name, the page of results, and where its jobs came from.
 */
export interface JobListContext {
  /** One per list load: an exposure and the clicks after it share it. */
  queryId: string;
  /** search, home_hot, home_recommended, similar_jobs, company_jobs, my_jobs_for_you… */
  list: string;
  /** The route's name (`job_search`) or the page number of a paged list. */
  page: number | string;
  /** The tab or section inside the page (`for_you`, `remote`); '' when there is none. */
  subPage: string;
  /** What chose the jobs: search, recommendation basis, similar, company… */
  recoFrom: string;
}

/** A new query id: 22 URL-safe characters from 128 random bits. */
export function newQueryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
