import {
  editionCountryName,
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
import { endpoints } from '@talkhire/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { useEdition } from '../edition/edition-context';
import { JobAlertActions } from '../job-alerts';
import { NotFoundPage } from '../not-found';
import { type SearchLists, useSearchLists } from '../search-filters/search-lists';
import { useDocumentTitle } from '../ui/use-document-title';
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
  useDocumentTitle(useSearchTitle(request, lists, language));
  const hrefOf = (next: JobSearchRequest) => withLanguagePath(language, `/${toSearchUrl(next, vocabulary)}`);
  useRecordHotSearch(request.query);
  // Any new filter starts again at page 1.
  const change = (patch: Partial<JobSearchRequest>) =>
    navigate(hrefOf({ ...request, ...patch, page: undefined }));
  const onSearch = ({ query, location }: SearchBarValue) => {
    const locationId = vocabulary.locations.find((l) => l.seo_value === location)?.id;
    const next = {
      ...request,
      query: query || undefined,
      job_locations: locationId ? [locationId] : undefined,
    };
    if (query) rememberSearch({ query, url: toSearchUrl({ ...next, page: undefined }, vocabulary) });
    change(next);
  };

  return (
    <>
      <div className="job-search__bar">
        <SearchBar
          language={language}
          initial={{ query: request.query ?? '', location: locationSeo(request, vocabulary) }}
          locationGroups={lists.locationGroups}
          onSearch={onSearch}
        />
        <JobAlertActions language={language} lists={lists} request={request} />
      </div>
      <SearchIdeas
        language={language}
        query={request.query}
        hrefOfQuery={(query) => hrefOf({ ...request, query, page: undefined })}
      />
      <div className="job-search__body">
        <SearchFilters
          lists={lists}
          request={request}
          onChange={change}
          onClear={() =>
            navigate(
              hrefOf({ query: request.query, job_locations: request.job_locations, sort: request.sort }),
            )
          }
        />
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

/** The same title the relay writes for crawlers: the query, the place, or the edition's country. */
function useSearchTitle(request: JobSearchRequest, lists: SearchLists, language: LanguageCode): string {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const ids = request.job_locations ?? [];
  const location =
    ids.length === 1
      ? lists.locationGroups.flatMap((g) => g.locations).find((l) => l.id === ids[0])?.value
      : undefined;
  const country = editionCountryName(edition, languageByCode(language).intl) ?? t('seo.worldwide');
  return t(searchTitleKey({ query: request.query, location }), {
    query: request.query ?? '',
    location: location ?? '',
    country,
  });
}

/** The search bar shows a location when the search has exactly one. */
function locationSeo(request: JobSearchRequest, vocabulary: SearchVocabulary): string {
  const ids = request.job_locations ?? [];
  return ids.length === 1 ? (vocabulary.locations.find((l) => l.id === ids[0])?.seo_value ?? '') : '';
}
