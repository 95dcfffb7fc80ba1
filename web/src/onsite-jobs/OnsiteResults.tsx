import type { LanguageCode } from '@talkhire/config';
import type { TOnsiteJobs } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTotalText } from '../job-search';
import { TrackedJobList } from '../tracking';
import { JobCard } from '../ui/JobCard';
import { Pagination } from '../ui/Pagination';
import { useFormats } from '../ui/use-formats';

/** The number of jobs, their cards and the pages; the spec's empty state when nothing matches. */
export function OnsiteResults({
  language,
  state,
  hrefOfPage,
  onClear,
}: {
  language: LanguageCode;
  /** The list's query: its answer (the previous one while the next is asked), failure, refresh. */
  state: { data: TOnsiteJobs | undefined; isError: boolean; isFetching: boolean; refetch(): unknown };
  hrefOfPage(page: number): string;
  /** Drops every filter; absent when there is none. */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const id = useId();
  const result = state.data;
  if (!result && state.isError)
    return (
      <div role="alert" className="onsite-results__failed">
        <p>{t('onsiteJobs.failed')}</p>
        <button type="button" className="button" onClick={() => state.refetch()}>
          {t('onsiteJobs.retry')}
        </button>
      </div>
    );
  if (!result) return <p aria-busy="true">{t('onsiteJobs.loading')}</p>;

  return (
    <section
      className="search-results onsite-results"
      aria-labelledby={`${id}-total`}
      aria-busy={state.isFetching}
      data-testid="onsite-results"
    >
      <h2 id={`${id}-total`} className="onsite-results__total" data-testid="onsite-total">
        {searchTotalText('jobs.search.total', result, t, formats.count)}
      </h2>
      {result.jobs.length === 0 ? (
        <div className="search-empty" data-testid="onsite-empty">
          <h3>{t('jobs.search.empty_title')}</h3>
          <p>{t('jobs.search.empty_body')}</p>
          {onClear && (
            <button type="button" className="button" onClick={onClear}>
              {t('jobs.search.clear_filters')}
            </button>
          )}
        </div>
      ) : (
        <TrackedJobList
          list="onsite_jobs"
          page={result.page}
          recoFrom={result.basis}
          loadKey={`${result.page}|${result.total_num}|${result.jobs[0]?.id}`}
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
