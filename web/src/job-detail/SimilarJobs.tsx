import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TJobCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { jobPath } from '../paths/job-path';
import { TrackedJobList } from '../tracking';
import { useJobListTracking } from '../ui/use-job-list-tracking';

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
        <TrackedJobList list="similar_jobs" page="job_detail" recoFrom="similar" loadKey={String(jobId)}>
          <ul className="similar-jobs__list">
            {similar.data.jobs.map((job, index) => (
              <SimilarJob key={job.id} job={job} language={language} position={index + 1} />
            ))}
          </ul>
        </TrackedJobList>
      )}
    </section>
  );
}

function SimilarJob({
  job,
  language,
  position,
}: {
  job: TJobCard;
  language: LanguageCode;
  position: number;
}) {
  const tracking = useJobListTracking<HTMLLIElement>(job.id, position);
  return (
    <li className="card" ref={tracking.ref}>
      <Link to={jobPath(language, job)} onClick={tracking.onClick}>
        {job.title}
      </Link>
      <p>
        {job.company.name}
        {job.location && ` · ${job.location.value}`}
      </p>
    </li>
  );
}
