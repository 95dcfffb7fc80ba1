import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { jobIdOfSlug, jobPath } from '../paths/job-path';
import { useSession } from '../session/session-context';
import { useFormats } from '../ui/use-formats';
import { useScreenHead } from '../ui/use-page-head';
import { appliedJobsPath } from './apply-paths';
import './apply.css';

/** Spec §2 `{job url}/apply/success`: what was sent, when, and what happens next. */
export function ApplySuccessPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { user } = useSession();
  useScreenHead('apply_success');
  const jobId = jobIdOfSlug(useParams().slug);
  const application = useEndpointQuery(
    endpoints.applications.appliedJob,
    { params: { jobId: jobId ?? 0 } },
    { enabled: jobId !== null, quiet: true },
  );

  // No job id, no such job, or no application to it (null): nothing was sent to show.
  if (jobId === null || application.isError || application.data === null)
    return (
      <main className="section apply-success">
        <h1>{t('apply.success.not_found')}</h1>
        <p>
          <Link className="button" to={appliedJobsPath(language)}>
            {t('apply.success.view_applied')}
          </Link>
        </p>
      </main>
    );
  if (!application.data)
    return (
      <main className="section apply-success" aria-busy="true">
        <p>{t('apply.loading')}</p>
      </main>
    );
  const { job, applied_at } = application.data;
  return (
    <main className="section apply-success" data-testid="apply-success">
      <h1>{t('apply.success.title')}</h1>
      <p data-testid="apply-success-text">
        {t('apply.success.text', {
          title: job.title,
          company: job.company.name,
          date: formats.dateTime(applied_at),
        })}
      </p>
      {user && !user.is_profile_completed && (
        // A quick apply made the account a moment ago: the profile is what Bosses read next.
        <p className="apply-success__profile" data-testid="apply-success-profile">
          {t('apply.success.complete_profile_text')}{' '}
          <Link className="button" to={withLanguagePath(language, '/jobseeker-complete-profile')}>
            {t('apply.success.complete_profile_link')}
          </Link>
        </p>
      )}
      <h2>{t('apply.success.next_title')}</h2>
      <ol className="apply-success__steps">
        <li>{t('apply.success.step_review')}</li>
        <li>{t('apply.success.step_contact')}</li>
        <li>{t('apply.success.step_follow')}</li>
      </ol>
      <p className="apply-success__actions">
        <Link
          className="button button--primary"
          to={appliedJobsPath(language)}
          data-testid="apply-success-applied"
        >
          {t('apply.success.view_applied')}
        </Link>
        <Link className="button" to={withLanguagePath(language, '/job-search')}>
          {t('apply.success.more_jobs')}
        </Link>
        <Link className="link" to={jobPath(language, job)}>
          {t('apply.success.back_to_job')}
        </Link>
      </p>
    </main>
  );
}
