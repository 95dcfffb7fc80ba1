import { endpointPath, endpoints, type TBossCandidate } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { CandidateParts } from './CandidateParts';

/** What opening the profile shows: headline, work history, resumes to download, applications. */
export function CandidateProfile({
  profile,
  onDownloaded,
}: {
  profile: TBossCandidate;
  onDownloaded: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const jobseekerId = profile.candidate.id;
  return (
    <section className="boss-profile" data-testid="boss-profile">
      {profile.candidate.identity_verified && (
        <p>
          <VerifiedBadge testId="boss-profile-verified" />
        </p>
      )}
      <p className="boss-muted">
        {profile.headline
          ? t('boss.candidate.current_at', {
              title: profile.headline.job_title,
              company: profile.headline.company_name,
            })
          : t('boss.candidate.no_experience')}
      </p>
      {profile.work_experiences.length > 0 && (
        <>
          <h3>{t('boss.candidate.experience')}</h3>
          <ul className="boss-plain-list">
            {profile.work_experiences.map((e) => (
              <li key={`${e.company_name}-${e.start_date}`}>
                {t('boss.candidate.current_at', { title: e.job_title, company: e.company_name })}{' '}
                <span className="boss-muted">
                  {t('boss.candidate.period', {
                    from: formats.month(e.start_date),
                    to: e.end_date ? formats.month(e.end_date) : t('boss.candidate.present'),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <CandidateParts profile={profile.profile} />
      <h3>{t('boss.candidate.resumes')}</h3>
      {profile.resumes.length === 0 ? (
        <p className="boss-muted">{t('boss.candidate.no_resumes')}</p>
      ) : (
        <ul className="boss-plain-list">
          {profile.resumes.map((r) => (
            <li key={r.id}>
              {/* The download records 'resume downloaded'; the status is read again shortly after. */}
              <a
                href={endpointPath(endpoints.bossConsole.resume, { jobseekerId, resumeId: r.id })}
                download={r.filename}
                onClick={() => setTimeout(onDownloaded, 1000)}
              >
                {r.filename}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('boss.candidate.applications')}</h3>
      {profile.applications.length === 0 && (
        <p className="boss-muted">{t('boss.candidate.no_application')}</p>
      )}
      <ul className="boss-plain-list">
        {profile.applications.map((a) => (
          <li key={a.id}>
            {a.job.title} <span className="boss-tag boss-tag--status">{t(`boss.status.${a.status}`)}</span>{' '}
            <time className="boss-muted" dateTime={a.applied_at}>
              {formats.date(a.applied_at)}
            </time>
            {a.first_message && (
              <blockquote className="boss-first-message" dir="auto">
                {a.first_message}
              </blockquote>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
