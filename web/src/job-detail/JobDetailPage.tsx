import { ApiFailure } from '@talkhire/client';
import { jobTexts, type LanguageCode, type TextLookup } from '@talkhire/config';
import { endpoints, type TJobDetail } from '@talkhire/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useEndpointQuery } from '../api/endpoint-queries';
import { jobIdOfSlug } from '../paths/job-path';
import { type PageHead, usePageHead, whole } from '../ui/use-page-head';
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

  usePageHead(job === undefined ? undefined : headOf(job, t));

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

/** The same title and description the relay writes for crawlers; a missing job has no description. */
function headOf(job: TJobDetail | null, t: TextLookup): PageHead {
  if (job === null) return { title: t('job.not_found_title'), description: null };
  return whole(jobTexts(t, job));
}
