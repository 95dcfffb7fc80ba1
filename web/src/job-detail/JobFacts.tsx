import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';

/** The job's classification: type, experience, qualification, function, industry and place. */
export function JobFacts({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const functionPath = [job.main_function.value, job.job_function.value, job.function_title.value]
    .filter(Boolean)
    .join(' › ');
  const mapUrl = job.location
    ? `https://www.openstreetmap.org/?mlat=${job.location.latitude}&mlon=${job.location.longitude}#map=12/${job.location.latitude}/${job.location.longitude}`
    : null;
  return (
    <section aria-labelledby="job-facts">
      <h2 id="job-facts">{t('job.facts')}</h2>
      <dl className="job-facts" data-testid="job-facts">
        <dt>{t('job.job_type')}</dt>
        <dd>{job.job_type.value}</dd>
        <dt>{t('job.experience')}</dt>
        <dd>{job.xp_lvl.value}</dd>
        <dt>{t('job.qualification')}</dt>
        <dd>{job.degree.value}</dd>
        <dt>{t('job.function')}</dt>
        <dd>{functionPath}</dd>
        <dt>{t('job.industry')}</dt>
        <dd>{job.industry.value}</dd>
        <dt>{t('job.work_arrangement')}</dt>
        <dd>{job.work_arrangement.value}</dd>
        {job.location && mapUrl && (
          <>
            <dt>{t('job.location')}</dt>
            <dd>
              {job.location.value}{' '}
              <a href={mapUrl} target="_blank" rel="noopener noreferrer" data-testid="job-map-link">
                {t('job.view_map')}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
