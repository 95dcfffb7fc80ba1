import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { jobPath } from '../paths/job-path';

/** Spec §2: five similar jobs under the job. */
export function SimilarJobs({ language, jobId }: { language: LanguageCode; jobId: number }) {
  const { t } = useTranslation();
  const similar = useEndpointQuery(
    endpoints.jobs.similar,
    { query: { job_id: jobId, size: 5 } },
    { quiet: true },
  );
  if (!similar.data) return null;
  return (
    <section aria-labelledby="similar-jobs" className="similar-jobs" data-testid="similar-jobs">
      <h2 id="similar-jobs">{t('job.similar.title')}</h2>
      {similar.data.jobs.length === 0 ? (
        <p>{t('job.similar.empty')}</p>
      ) : (
        <ul className="similar-jobs__list">
          {similar.data.jobs.map((job) => (
            <li key={job.id} className="card">
              <Link to={jobPath(language, job)}>{job.title}</Link>
              <p>
                {job.company.name}
                {job.location && ` · ${job.location.value}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
