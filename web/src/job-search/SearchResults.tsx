import type { JobSearchRequest, JobSearchSort, LanguageCode } from '@talkhire/config';
import type { TJobSearchResult } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackedJobList } from '../tracking';
import { JobCard } from '../ui/JobCard';
import { Pagination } from '../ui/Pagination';
import { useFormats } from '../ui/use-formats';
import { EmptyResults } from './EmptyResults';
import { searchTotalText } from './search-total';

/** Total, sort, the job cards and the pages; the empty states when nothing matches. */
export function SearchResults({
  language,
  request,
  state,
  unknownIndustry,
  onSort,
  hrefOfPage,
}: {
  language: LanguageCode;
  request: JobSearchRequest;
  /** The search query's state: its answer (the previous one while the next is asked), failure, refresh. */
  state: { data: TJobSearchResult | undefined; isError: boolean; isFetching: boolean };
  unknownIndustry: boolean;
  onSort(sort: JobSearchSort): void;
  hrefOfPage(page: number): string;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const id = useId();
  const result = state.data;
  if (unknownIndustry) return <EmptyResults unknownIndustry />;
  if (state.isError) return null;
  if (!result) return <p aria-busy="true">{t('jobs.search.loading')}</p>;
  const sort = request.sort ?? result.sort;

  return (
    <section
      className="search-results"
      aria-labelledby={`${id}-total`}
      aria-busy={state.isFetching}
      data-testid="search-results"
    >
      <header className="search-results__header">
        <h2 id={`${id}-total`} data-testid="search-total">
          {searchTotalText('jobs.search.total', result, t, formats.count)}
        </h2>
        <label htmlFor={`${id}-sort`}>{t('jobs.search.sort_label')}</label>
        <select
          id={`${id}-sort`}
          value={sort}
          data-testid="sort-select"
          onChange={(e) => onSort(Number(e.target.value) as JobSearchSort)}
        >
          <option value={1}>{t('jobs.search.sort_relevance')}</option>
          <option value={2}>{t('jobs.search.sort_newest')}</option>
          <option value={3}>{t('jobs.search.sort_salary')}</option>
        </select>
      </header>
      {result.jobs.length === 0 ? (
        <EmptyResults unknownIndustry={false} />
      ) : (
        <TrackedJobList
          list="search"
          page={result.page}
          subPage={subPageOf(request)}
          recoFrom="search"
          loadKey={`${JSON.stringify(request)}|${result.page}`}
        >
          <ul className="search-results__list">
            {result.jobs.map((job, index) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  language={language}
                  position={(result.page - 1) * result.size + index + 1}
                />
              </li>
            ))}
          </ul>
        </TrackedJobList>
      )}
      <Pagination page={result.page} totalPages={result.total_pages} hrefOf={hrefOfPage} />
    </section>
  );
}

/** The search's tab for the logs: Web3, one work arrangement (1 on-site, 2 hybrid, 3 remote) or all. */
function subPageOf(request: JobSearchRequest): string {
  if (request.is_web3) return 'web3';
  const only = request.work_arrangements?.length === 1 ? request.work_arrangements[0] : undefined;
  return only === 1 ? 'on_site' : only === 2 ? 'hybrid' : only === 3 ? 'remote' : 'all';
}
