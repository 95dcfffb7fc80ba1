import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { recruiterActivity } from '../ui/recruiter-activity';
import { useRenderNow } from '../ui/render-clock';

/** The recruiter with the spec's activity state and response rate. */
export function RecruiterCard({ recruiter }: { recruiter: TJobDetail['recruiter'] }) {
  const { t } = useTranslation();
  const activity = recruiterActivity(recruiter.last_active_at, useRenderNow());
  return (
    <section className="card" aria-labelledby="job-recruiter" data-testid="job-recruiter">
      <h2 id="job-recruiter">{t('job.recruiter.title')}</h2>
      <p>
        <strong>{recruiter.name}</strong>
        {recruiter.job_title && ` · ${recruiter.job_title}`}
      </p>
      {activity && (
        <p className={`activity activity--${activity}`} data-testid="recruiter-activity">
          {t(`job.recruiter.${activity}`)}
        </p>
      )}
      <p>{t('job.recruiter.response_rate', { rate: recruiter.response_rate })}</p>
    </section>
  );
}
