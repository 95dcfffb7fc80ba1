import { type LanguageCode, slugify, withLanguagePath } from '@talkhire/config';
import type { TJobCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSalary } from './job-format';
import { useFormats } from './use-formats';
import { useJobListTracking } from './use-job-list-tracking';

/**
 * One search result: what spec §2 shows of a job before it is opened. `position` (1-based, in the
 * whole list) makes it report its exposure and click when it sits in a tracked list.
 */
export function JobCard({
  job,
  language,
  position,
}: {
  job: TJobCard;
  language: LanguageCode;
  position?: number;
}) {
  const { t } = useTranslation();
  const tracking = useJobListTracking<HTMLElement>(job.id, position);
  const formats = useFormats();
  const salary = formatSalary(job, formats);
  const href = withLanguagePath(language, `/job/${slugify(job.title)}-${job.id}`);

  return (
    <article className="card job-card" data-testid="job-card" ref={tracking.ref}>
      <h3 className="job-card__title">
        <Link to={href} onClick={tracking.onClick}>
          {job.title}
        </Link>
      </h3>
      <p className="job-card__salary" data-testid="job-salary">
        {salary ? t('jobs.card.salary', { salary, pay_type: job.pay_type.value }) : job.pay_type.value}
      </p>
      <p className="job-card__company">
        <span>{job.company.name}</span>
        {job.company.is_verified && (
          <span className="job-card__verified" data-testid="verified-badge">
            {t('jobs.card.verified')}
          </span>
        )}
      </p>
      <ul className="chips">
        {job.location && <li className="chip">{job.location.value}</li>}
        <li className="chip">{job.work_arrangement.value}</li>
        <li className="chip">{job.job_type.value}</li>
        <li className="chip">{job.xp_lvl.value}</li>
        {job.is_urgent && <li className="chip chip--urgent">{t('jobs.card.urgent')}</li>}
        {job.is_featured && <li className="chip chip--featured">{t('jobs.card.featured')}</li>}
      </ul>
      <p className="muted job-card__footer">
        <span>{t('jobs.card.recruiter', { name: job.recruiter.name })}</span>
        <time dateTime={job.posted_at} data-testid="job-posted">
          {t('jobs.card.posted', { when: formats.ago(job.posted_at) })}
        </time>
      </p>
    </article>
  );
}
