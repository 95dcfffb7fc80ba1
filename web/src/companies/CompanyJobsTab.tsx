import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TCompanyDetail } from '@talkhire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { companyPath } from '../paths/company-path';
import { TrackedJobList } from '../tracking';
import { JobCard } from '../ui/JobCard';
import { Pagination } from '../ui/Pagination';

const pageSize = 10;

/**
 * Jobs and Remote Jobs tabs: the company's open jobs searched by title and location, a page at a
 * time. The search is in the URL (query, location, page), so a result page can be shared.
 */
export function CompanyJobsTab({
  language,
  company,
  remote,
}: {
  language: LanguageCode;
  company: TCompanyDetail;
  remote: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const params = useQueryParams();
  const navigate = useNavigate();
  const query = params.get('query') ?? '';
  const location = Number(params.get('location')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(query);
  const [place, setPlace] = useState(location ? String(location) : '');
  const jobs = useEndpointQuery(
    endpoints.companies.jobs,
    {
      params: { id: company.id },
      query: { query, location_id: location, remote: remote ? '1' : undefined, page, size: pageSize },
    },
    // A blocked company's jobs are hidden; blocking and unblocking invalidate this list.
    { enabled: !company.is_blocked, keepPrevious: true },
  );
  const hrefOf = (next: { query: string; location?: number; page: number }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of [
      ['query', next.query],
      ['location', next.location ? String(next.location) : ''],
      ['page', next.page > 1 ? String(next.page) : ''],
    ] as const)
      value ? search.set(key, value) : search.delete(key);
    return `${companyPath(language, company)}?${search.toString()}`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefOf({ query: text.trim(), location: Number(place) || undefined, page: 1 }));
  };

  if (company.is_blocked) return <p className="muted">{t('companies.block.jobs_hidden')}</p>;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{remote ? t('companies.jobs.remote_title') : t('companies.jobs.title')}</h2>
      <form className="company-job-search" onSubmit={submit}>
        <label>
          <span>{t('companies.jobs.title_label')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('companies.jobs.title_placeholder')}
            data-testid="company-job-query"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <label>
          <span>{t('companies.jobs.location_label')}</span>
          <select value={place} data-testid="company-job-location" onChange={(e) => setPlace(e.target.value)}>
            <option value="">{t('companies.jobs.any_location')}</option>
            {jobs.data?.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.value}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" data-testid="company-job-search">
          {t('companies.jobs.search')}
        </button>
      </form>
      {jobs.isError && <p role="alert">{t('companies.load_failed')}</p>}
      {jobs.data && (
        <div aria-busy={jobs.isFetching} data-testid="company-jobs">
          <p className="muted" data-testid="company-jobs-total">
            {t('companies.jobs.found', { count: jobs.data.total_num })}
          </p>
          {jobs.data.jobs.length === 0 && <p>{t('companies.jobs.empty')}</p>}
          <TrackedJobList
            list="company_jobs"
            page={page}
            subPage={remote ? 'remote' : 'all'}
            recoFrom="company"
            loadKey={`${company.id}|${remote}|${query}|${location}|${page}`}
          >
            {jobs.data.jobs.map((job, index) => (
              <JobCard
                key={job.id}
                job={job}
                language={language}
                position={(page - 1) * pageSize + index + 1}
              />
            ))}
          </TrackedJobList>
          <Pagination
            page={page}
            totalPages={jobs.data.total_pages}
            hrefOf={(p) => hrefOf({ query, location, page: p })}
          />
        </div>
      )}
    </section>
  );
}
