import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResponseStatus } from '../ui/response-status';
import { SimilarJobs } from './SimilarJobs';

/** Spec §2 closed-job screen: the job's name and company, and where to look next. */
export function JobClosed({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  return (
    <main className="job-page job-page--gone section" data-testid="job-closed">
      {/* A closed job is gone for good (410); a deleted one was never to be found (404). */}
      <ResponseStatus code={job.status === 'deleted' ? 404 : 410} />
      <h1>{t('job.closed_title')}</h1>
      <p>
        <strong>{job.title}</strong>
        {` · ${job.company.name}`}
      </p>
      <p>{t('job.closed_text')}</p>
      <Link className="button" to={withLanguagePath(language, '/job-search')}>
        {t('job.browse_jobs')}
      </Link>
      <SimilarJobs language={language} jobId={job.id} />
    </main>
  );
}
