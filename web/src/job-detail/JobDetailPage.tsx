import { ApiFailure } from '@talkhire/client';
import type { LanguageCode } from '@talkhire/config';
import { type TJobDetail, ZJobDetail, ZJobViewed } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useDocumentTitle } from '../ui/use-document-title';
import { JobClosed } from './JobClosed';
import { JobContent } from './JobContent';
import { JobNotFound } from './JobNotFound';
import { jobIdOfSlug } from './job-path';

/** Spec §2 job detail at /job/{title-slug}-{id}: the job, its closed screen, or the not-found state. */
export function JobDetailPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const jobId = jobIdOfSlug(useParams().slug);
  // Unblocking the job's company from this page reads the job again, with its actions back.
  const [version, setVersion] = useState(0);
  const detail = useRequest(
    (signal) =>
      jobId === null
        ? Promise.resolve(null)
        : api.get(`/api/jobs/${jobId}`, ZJobDetail, { signal, quiet: true }).catch((error: unknown) => {
            if (error instanceof ApiFailure && error.status === 404) return null;
            throw error;
          }),
    [jobId, language, version],
  );

  useDocumentTitle(detail.data === undefined ? undefined : titleOf(detail.data, t));

  useEffect(() => {
    // The view record is a statistic: a failure must not disturb the reader.
    if (jobId !== null) api.post(`/api/jobs/${jobId}/view`, {}, ZJobViewed, { quiet: true }).catch(() => {});
  }, [api, jobId]);

  if (detail.status === 'failed')
    return (
      <main className="job-page section">
        <p role="alert">{t('job.load_failed')}</p>
      </main>
    );
  if (detail.data === undefined)
    return (
      <main className="job-page section" aria-busy="true">
        <p>{t('job.loading')}</p>
      </main>
    );
  if (detail.data === null) return <JobNotFound language={language} />;
  if (detail.data.status === 'closed' || detail.data.status === 'deleted')
    return <JobClosed language={language} job={detail.data} />;
  return (
    <JobContent language={language} job={detail.data} onCompanyChange={() => setVersion((v) => v + 1)} />
  );
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
