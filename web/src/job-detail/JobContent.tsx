import type { LanguageCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { EligibilityRestriction } from '../identity-verification';
import { CompanySummary } from './CompanySummary';
import { JapanTerms } from './JapanTerms';
import { JobActions } from './JobActions';
import { JobFacts } from './JobFacts';
import { JobSummary } from './JobSummary';
import { RecommendedCourses } from './RecommendedCourses';
import { RecruiterCard } from './RecruiterCard';
import { RemoteDetails } from './RemoteDetails';
import { SimilarJobs } from './SimilarJobs';

/** Spec §2/§3: every field of an open (or on-hold) job. */
export function JobContent({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  return (
    <main className="job-page section" data-testid="job-detail">
      {job.status === 'on_hold' && (
        <p className="job-page__notice" role="status">
          {t('job.on_hold')}
        </p>
      )}
      <JobSummary job={job} />
      <EligibilityRestriction language={language} identityIds={job.eligibility_identity_ids} />
      <JobActions language={language} job={job} />
      <div className="job-page__columns">
        <div className="job-page__main">
          <JobFacts job={job} />
          <section aria-labelledby="job-description">
            <h2 id="job-description">{t('job.description')}</h2>
            <p className="job-page__text" data-testid="job-description">
              {job.description}
            </p>
          </section>
          {job.requirements && (
            <section aria-labelledby="job-requirements">
              <h2 id="job-requirements">{t('job.requirements')}</h2>
              <p className="job-page__text">{job.requirements}</p>
            </section>
          )}
          {job.skills.length > 0 && (
            <section aria-labelledby="job-skills">
              <h2 id="job-skills">{t('job.skills')}</h2>
              <ul className="job-chips" data-testid="job-skills">
                {job.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </section>
          )}
          {job.benefits.length > 0 && (
            <section aria-labelledby="job-benefits">
              <h2 id="job-benefits">{t('job.benefits')}</h2>
              <ul className="job-chips" data-testid="job-benefits">
                {job.benefits.map((b) => (
                  <li key={b.id}>{b.value}</li>
                ))}
              </ul>
            </section>
          )}
          {job.japan && <JapanTerms terms={job.japan} />}
          {job.remote && <RemoteDetails language={language} remote={job.remote} />}
        </div>
        <aside className="job-page__side">
          <RecruiterCard recruiter={job.recruiter} />
          <CompanySummary language={language} company={job.company} />
        </aside>
      </div>
      <SimilarJobs language={language} jobId={job.id} />
      <RecommendedCourses language={language} job={job} />
    </main>
  );
}
