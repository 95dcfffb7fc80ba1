import { ApiFailure } from '@talkhire/client';
import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TJobDetail } from '@talkhire/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useEndpointQuery } from '../api/endpoint-queries';
import { jobIdOfSlug } from '../paths/job-path';
import { useDocumentTitle } from '../ui/use-document-title';
import { JobClosed } from './JobClosed';
import { JobContent } from './JobContent';
import { JobNotFound } from './JobNotFound';

/**
 * Spec §2 job detail at /job/{title-slug}-{id}: the job, its closed screen, or the not-found state.
 * Blocking or unblocking its company from here reads the job again (use-block-company.ts).
 */
export function JobDetailPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const jobId = jobIdOfSlug(useParams().slug);
  const detail = useEndpointQuery(
    endpoints.jobs.detail,
    { params: { jobId: jobId ?? 0 } },
    { enabled: jobId !== null, quiet: true },
  );
  const notFound = jobId === null || (detail.error instanceof ApiFailure && detail.error.status === 404);
  const job = notFound ? null : detail.data;

  useDocumentTitle(job === undefined ? undefined : titleOf(job, t));

  useEffect(() => {
    // The view record is a statistic: a failure must not disturb the reader.
    if (jobId !== null) api.call(endpoints.jobs.view, { params: { jobId } }, { quiet: true }).catch(() => {});
  }, [api, jobId]);

  if (detail.isError && !notFound)
    return (
      <main className="job-page section">
        <p role="alert">{t('job.load_failed')}</p>
      </main>
    );
  if (job === undefined)
    return (
      <main className="job-page section" aria-busy="true">
        <p>{t('job.loading')}</p>
      </main>
    );
  if (job === null) return <JobNotFound language={language} />;
  if (job.status === 'closed' || job.status === 'deleted') return <JobClosed language={language} job={job} />;
  return <JobContent language={language} job={job} />;
}

/** The same title the relay writes for crawlers. */
function titleOf(job: TJobDetail | null, t: (key: string, values?: Record<string, string>) => string) {
  if (job === null) return t('job.not_found_title');
  const closed = job.status === 'closed' || job.status === 'deleted';
  return t(closed ? 'seo.job_title_closed' : 'seo.job_title', {
    title: job.title,
    company: job.company.name,
    location: job.location?.value ?? job.work_arrangement.value,
  });
}
