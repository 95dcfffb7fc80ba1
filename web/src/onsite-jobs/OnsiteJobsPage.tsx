import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { type SearchLists, useSearchLists } from '../search-filters/search-lists';
import { useScreenHead } from '../ui/use-page-head';
import { OnsiteFilters } from './OnsiteFilters';
import { OnsiteResults } from './OnsiteResults';
import { type OnsiteRequest, onsiteUrl, readOnsiteUrl, toOnsiteQuery } from './onsite-url';
import { PreferenceSummary } from './PreferenceSummary';
import '../job-search/job-search.css';
import './onsite-jobs.css';

/**
 * Spec §2 /onsite-job, the landing page after sign-in: on-site and hybrid jobs, those that fit the
 * seeker's preferences first (which ones, the chips say), else the newest with a prompt to set
 * preferences. The URL holds the filters and the page, so a reload or a shared link shows the same.
 */
export function OnsiteJobsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const lists = useSearchLists(language);
  useScreenHead('onsite_jobs');
  return (
    <main className="onsite-jobs" data-testid="onsite-jobs">
      <h1>{t('onsiteJobs.title')}</h1>
      {lists.data ? (
        <LoadedOnsiteJobs language={language} lists={lists.data} />
      ) : lists.isError ? (
        <p role="alert">{t('jobs.search.lists_failed')}</p>
      ) : (
        <p aria-busy="true">{t('onsiteJobs.loading')}</p>
      )}
    </main>
  );
}

function LoadedOnsiteJobs({ language, lists }: { language: LanguageCode; lists: SearchLists }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const onsiteArrangements = useMemo(
    () => lists.workArrangements.filter((o) => o.key !== 'remote'),
    [lists.workArrangements],
  );
  const request = useMemo(
    () =>
      readOnsiteUrl(
        new URLSearchParams(search),
        lists.vocabulary,
        onsiteArrangements.map((o) => o.id),
      ),
    [search, lists.vocabulary, onsiteArrangements],
  );
  // The previous jobs stay on screen, marked busy, while the next page or filter is asked.
  const results = useEndpointQuery(
    endpoints.jobs.onsiteJobs,
    { query: { ...toOnsiteQuery(request), language_code: language } },
    { keepPrevious: true },
  );
  const hrefOf = (next: OnsiteRequest) => onsiteUrl(language, next, lists.vocabulary);
  // A new filter starts again at page 1.
  const change = (patch: Partial<OnsiteRequest>) =>
    navigate(hrefOf({ ...request, ...patch, page: undefined }));
  const clear = () => navigate(hrefOf({}));
  const filtered = Object.keys(request).some((key) => key !== 'page');

  return (
    <>
      <PreferenceSummary language={language} result={results.data} />
      <div className="onsite-jobs__body">
        <OnsiteFilters
          lists={lists}
          arrangements={onsiteArrangements}
          request={request}
          onChange={change}
          onClear={filtered ? clear : undefined}
        />
        <OnsiteResults
          language={language}
          state={results}
          hrefOfPage={(page) => hrefOf({ ...request, page })}
          onClear={filtered ? clear : undefined}
        />
      </div>
    </>
  );
}
