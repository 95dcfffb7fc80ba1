import {
  type JobSearchRequest,
  type LanguageCode,
  languageByCode,
  noFilterSlug,
  parseSearchUrl,
  type SearchVocabulary,
  searchTitleKey,
  toSearchQuery,
  toSearchUrl,
  withLanguagePath,
} from '@talkhire/config';
import { endpoints, type TJobSearchResult } from '@talkhire/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { useEditionName } from '../edition/use-edition-name';
import { JobAlertActions } from '../job-alerts';
import { NotFoundPage } from '../not-found';
import { type SearchLists, useSearchLists } from '../search-filters/search-lists';
import { track } from '../tracking';
import { type Formats, formatsFor } from '../ui/formats';
import { type PageHead, usePageHead } from '../ui/use-page-head';
import { FiltersSheet } from './FiltersSheet';
import { SearchBar, type SearchBarValue } from './SearchBar';
import { SearchFilters } from './SearchFilters';
import { SearchIdeas } from './SearchIdeas';
import { SearchResults } from './SearchResults';
import { rememberSearch } from './search-history';
import { isSearchSlug } from './search-slug';
import { useRecordHotSearch } from './use-record-hot-search';

/** `/:slug`: a search URL of spec §2 shows the search, anything else is not found. */
export function SearchSlugPage({ language }: { language: LanguageCode }) {
  const { slug = '' } = useParams();
  if (!isSearchSlug(slug)) return <NotFoundPage language={language} />;
  return <JobSearchPage language={language} slug={slug} />;
}

/** The job search screen: the URL is the search, so a reload or a shared link shows the same jobs. */
export function JobSearchPage({ language, slug = noFilterSlug }: { language: LanguageCode; slug?: string }) {
  const { t } = useTranslation();
  const lists = useSearchLists(language);
  return (
    <main className="job-search" data-testid="job-search">
      <h1 className="visually-hidden">{t('jobs.search.page_title')}</h1>
      {lists.data ? (
        <LoadedSearch language={language} slug={slug} lists={lists.data} />
      ) : lists.isError ? (
        <p role="alert">{t('jobs.search.lists_failed')}</p>
      ) : (
        <p aria-busy="true">{t('common.loading')}</p>
      )}
    </main>
  );
}

function LoadedSearch({
  language,
  slug,
  lists,
}: {
  language: LanguageCode;
  slug: string;
  lists: SearchLists;
}) {
  const navigate = useNavigate();
  const params = useQueryParams();
  const { vocabulary } = lists;
  const { request, unknown } = useMemo(
    () => parseSearchUrl(slug, params, vocabulary),
    [slug, params, vocabulary],
  );
  const unknownIndustry = unknown.some((u) => u.param === 'industry');
  // The previous results stay on screen, marked busy, while the next page or filter is asked.
  const results = useEndpointQuery(
    endpoints.jobs.search,
    { query: { ...toSearchQuery(request), language_code: language } },
    { enabled: !unknownIndustry, keepPrevious: true },
  );
  usePageHead(useSearchHead(request, lists, language, results.data));
  const hrefOf = (next: JobSearchRequest) => withLanguagePath(language, `/${toSearchUrl(next, vocabulary)}`);
  useRecordHotSearch(request.query);
  // Any new filter starts again at page 1.
  const change = (patch: Partial<JobSearchRequest>) =>
    navigate(hrefOf({ ...request, ...patch, page: undefined }));
  const onSearch = ({ query, location }: SearchBarValue) => {
    // The search's own request carries the query; the event says only that a search was made.
    track('search_click', { source: 'search_bar' });
    const locationId = vocabulary.locations.find((l) => l.seo_value === location)?.id;
    const next = {
      ...request,
      query: query || undefined,
      job_locations: locationId ? [locationId] : undefined,
    };
    if (query) rememberSearch({ query, url: toSearchUrl({ ...next, page: undefined }, vocabulary) });
    change(next);
  };

  const filters = {
    lists,
    request,
    onChange: change,
    onClear: () =>
      navigate(hrefOf({ query: request.query, job_locations: request.job_locations, sort: request.sort })),
  };

  // A narrow screen shows the filters behind a button and keeps the ideas to one scrolling row
  // each, so the first job shows on the first screen (job-search.css).
  return (
    <>
      <SearchBar
        language={language}
        initial={{ query: request.query ?? '', location: locationSeo(request, vocabulary) }}
        locationGroups={lists.locationGroups}
        onSearch={onSearch}
      />
      <div className="job-search__tools">
        <FiltersSheet {...filters} total={results.data} />
        <JobAlertActions language={language} lists={lists} request={request} />
      </div>
      <SearchIdeas
        language={language}
        query={request.query}
        hrefOfQuery={(query) => hrefOf({ ...request, query, page: undefined })}
      />
      <div className="job-search__body">
        <div className="job-search__side">
          <SearchFilters {...filters} />
        </div>
        <SearchResults
          language={language}
          request={request}
          state={results}
          unknownIndustry={unknownIndustry}
          onSort={(sort) => change({ sort })}
          hrefOfPage={(page) => hrefOf({ ...request, page })}
        />
      </div>
    </>
  );
}

/**
 * The head the relay writes for the same URL (search-page-meta.ts): the query, the place or the
 * edition's country, the page past the first, and a description counting the jobs found.
 */
function useSearchHead(
  request: JobSearchRequest,
  lists: SearchLists,
  language: LanguageCode,
  result: TJobSearchResult | undefined,
): PageHead {
  const { t } = useTranslation();
  const country = useEditionName(language);
  const ids = request.job_locations ?? [];
  const location =
    ids.length === 1
      ? lists.locationGroups.flatMap((g) => g.locations).find((l) => l.id === ids[0])?.value
      : undefined;
  const heading = t(searchTitleKey({ query: request.query, location }), {
    query: request.query ?? '',
    location: location ?? '',
    country,
  });
  const page = result?.page ?? request.page ?? 1;
  return {
    title: page > 1 ? `${heading} · ${t('seo.page', { page })}` : heading,
    description: result && searchDescription(result, language, formatsFor(language), t),
  };
}

/** The number of jobs (in the plural form of the language, as the relay picks it) and three titles. */
function searchDescription(
  result: TJobSearchResult,
  language: LanguageCode,
  formats: Formats,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (result.total_num === 0) return t('seo.search_empty_description');
  const titles = [...new Set(result.jobs.map((j) => j.title))].slice(0, 3).join(', ');
  if (result.total_is_capped)
    return t('seo.search_description_capped', { number: formats.count(result.total_num), titles });
  const form = new Intl.PluralRules(languageByCode(language).intl).select(result.total_num);
  const values = { count: formats.count(result.total_num), titles };
  const key = `seo.search_description_${form}`;
  const text = t(key, values);
  return text === key ? t('seo.search_description_other', values) : text;
}

/** The search bar shows a location when the search has exactly one. */
function locationSeo(request: JobSearchRequest, vocabulary: SearchVocabulary): string {
  const ids = request.job_locations ?? [];
  return ids.length === 1 ? (vocabulary.locations.find((l) => l.id === ids[0])?.seo_value ?? '') : '';
}
