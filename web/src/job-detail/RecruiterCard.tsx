import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { recruiterActivity } from '../ui/recruiter-activity';
import { useRenderNow } from '../ui/render-clock';

/** The recruiter with the spec's activity state, response rate and reply time (from real chats). */
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
      {recruiter.response_rate !== null && (
        <p>{t('job.recruiter.response_rate', { rate: recruiter.response_rate })}</p>
      )}
      {recruiter.reply_minutes !== null && (
        <p data-testid="recruiter-reply-time">
          {t('job.recruiter.reply_time', { time: replyTime(recruiter.reply_minutes, t) })}
        </p>
      )}
    </section>
  );
}

/** Minutes as the seeker reads a reply time: minutes under an hour, hours under a day, then days. */
function replyTime(minutes: number, t: (key: string, values: { count: number }) => string): string {
  if (minutes < 60) return t('job.recruiter.minutes', { count: minutes });
  if (minutes < 24 * 60) return t('job.recruiter.hours', { count: Math.round(minutes / 60) });
  return t('job.recruiter.days', { count: Math.round(minutes / (24 * 60)) });
}
