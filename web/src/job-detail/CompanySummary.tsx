import type { LanguageCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyPath } from '../paths/company-path';

/** Spec §3 company summary on the job page; the name opens the company page. */
export function CompanySummary({
  language,
  company,
}: {
  language: LanguageCode;
  company: TJobDetail['company'];
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="job-company" data-testid="job-company-summary">
      <h2 id="job-company">{t('job.company.title')}</h2>
      <p>
        <strong>
          <Link to={companyPath(language, company)} data-testid="job-company-link">
            {company.name}
          </Link>
        </strong>
        {company.is_verified && ` · ${t('job.verified')}`}
      </p>
      <dl className="job-facts">
        <dt>{t('job.industry')}</dt>
        <dd>{company.industry.value}</dd>
        <dt>{t('job.company.size')}</dt>
        <dd>{company.company_size.value}</dd>
        <dt>{t('job.company.financing_stage')}</dt>
        <dd>{company.financing_stage.value}</dd>
      </dl>
    </section>
  );
}
