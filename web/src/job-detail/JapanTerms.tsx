import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';

type Terms = NonNullable<TJobDetail['japan']>;

/** Spec §2: the working terms a job in Japan shows. */
export function JapanTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="job-japan-terms" data-testid="job-japan-terms">
      <h2 id="job-japan-terms">{t('job.japan.title')}</h2>
      <dl className="job-facts">
        <dt>{t('job.japan.contract_period')}</dt>
        <dd>{terms.contract_period}</dd>
        <dt>{t('job.japan.working_hours')}</dt>
        <dd>{terms.working_hours}</dd>
        <dt>{t('job.japan.passive_smoking')}</dt>
        <dd>{terms.passive_smoking}</dd>
        <dt>{t('job.japan.social_insurance')}</dt>
        <dd>{terms.social_insurance}</dd>
        <dt>{t('job.japan.holidays')}</dt>
        <dd>{terms.holidays}</dd>
      </dl>
    </section>
  );
}
