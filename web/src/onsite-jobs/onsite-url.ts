import {
  type JobSearchRequest,
  type LanguageCode,
  noFilterSlug,
  parseSearchUrl,
  type SearchVocabulary,
  withLanguagePath,
} from '@talkhire/config';

/** The filters of the on-site page: a part of the search's, under the search's URL parameters. */
export type OnsiteRequest = Pick<
  JobSearchRequest,
  'work_arrangements' | 'job_locations' | 'job_types' | 'salary_from' | 'salary_to' | 'xp_lvls' | 'page'
>;

export const onsitePath = '/onsite-job';

/**
 * Reads the page's URL the way the search reads its own ('?location=makati&jobType=full-time&
 * salary=30000,50000&page=2'), so a filter means the same on both pages. What the page has no
 * filter for is left out, and so is a work arrangement other than on-site or hybrid.
 */
export function readOnsiteUrl(
  params: URLSearchParams,
  vocabulary: SearchVocabulary,
  onsiteArrangementIds: readonly number[],
): OnsiteRequest {
  const { request } = parseSearchUrl(noFilterSlug, params, vocabulary);
  const arrangements = request.work_arrangements?.filter((id) => onsiteArrangementIds.includes(id));
  return dropEmpty({
    work_arrangements: arrangements,
    job_locations: request.job_locations,
    job_types: request.job_types,
    salary_from: request.salary_from,
    salary_to: request.salary_to,
    xp_lvls: request.xp_lvls,
    page: request.page,
  });
}

/** The page's address for a request: page 1 and empty filters are left out. */
export function onsiteUrl(
  language: LanguageCode,
  request: OnsiteRequest,
  vocabulary: SearchVocabulary,
): string {
  const params: string[] = [];
  const list = (
    param: string,
    ids: number[] | undefined,
    options: SearchVocabulary[keyof SearchVocabulary],
  ) => {
    const values = (ids ?? []).flatMap((id) => options.find((o) => o.id === id)?.seo_value ?? []);
    if (values.length) params.push(`${param}=${values.map(encodeURIComponent).join(',')}`);
  };
  list('workArrangement', request.work_arrangements, vocabulary.workArrangements);
  list('location', request.job_locations, vocabulary.locations);
  list('jobType', request.job_types, vocabulary.jobTypes);
  if (request.salary_from || request.salary_to)
    params.push(
      `salary=${request.salary_to ? `${request.salary_from ?? 0},${request.salary_to}` : request.salary_from}`,
    );
  list('workExperience', request.xp_lvls, vocabulary.xpLvls);
  if (request.page && request.page > 1) params.push(`page=${request.page}`);
  const path = withLanguagePath(language, onsitePath);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/** The request as the endpoint's query: lists as comma-separated ids. */
export function toOnsiteQuery(request: OnsiteRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(request))
    if (value !== undefined) query[key] = Array.isArray(value) ? value.join(',') : String(value);
  return query;
}

function dropEmpty(request: OnsiteRequest): OnsiteRequest {
  return Object.fromEntries(
    Object.entries(request).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as OnsiteRequest;
}
