import { companyPath, defaultEditionKey, editionByKey, jobPath, parseSearchSlug } from '@talkhire/config';
import { endpoints, requestHeaderNames, type TJobSearchResult, type TSuccess } from '@talkhire/contracts';

export type PageName = 'home' | 'search' | 'job' | 'company';

export interface BenchPage {
  name: PageName;
  path: string;
}

/**
 * The four pages measured, as a visitor from a search engine meets them: the home page, an SEO
 * search URL (WEB_BENCH_SEARCH_PATH, default `/software-engineer-jobs`), the first open job that
 * search finds, and that job's company. The job and company come from the catalogue at run time,
 * through the search endpoint the app itself calls, since seeded ids are not fixed.
 */
export async function pickPages(origin: string, searchPath: string): Promise<BenchPage[]> {
  const [slug = '', search = ''] = searchPath.replace(/^\//, '').split('?');
  const query = parseSearchSlug(slug).query;
  const url = new URL(endpoints.jobs.search.path, origin);
  url.searchParams.set('size', '1');
  if (query) url.searchParams.set('query', query);
  const res = await fetch(url, {
    // The edition a visitor without a country cookie gets, as on the pages themselves.
    headers: { [requestHeaderNames.country]: String(editionByKey(defaultEditionKey).id) },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as TSuccess<TJobSearchResult>;
  const job = data.jobs[0];
  if (!job)
    throw new Error(
      `the search for "${query ?? ''}" finds no open job: set WEB_BENCH_SEARCH_PATH to another`,
    );
  const pages: BenchPage[] = [
    { name: 'home', path: '/' },
    { name: 'search', path: `/${slug}${search ? `?${search}` : ''}` },
    { name: 'job', path: jobPath('en', job) },
    { name: 'company', path: companyPath('en', job.company) },
  ];
  for (const page of pages) {
    const answer = await fetch(new URL(page.path, origin));
    if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
  }
  return pages;
}
