import type { LanguageCode } from '@talkhire/config';
import type { TCompanyDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyPath } from '../paths/company-path';
import { formatsFor } from '../ui/formats';

/** Overview: the 7-day response rate, the company in a few facts, its top benefits. */
export function OverviewTab({ language, company }: { language: LanguageCode; company: TCompanyDetail }) {
  const { t } = useTranslation();
  const formats = formatsFor(language);
  return (
    <>
      <section className="card" aria-labelledby="company-response">
        <h2 id="company-response">{t('companies.overview.response_title')}</h2>
        {company.response_rate_7d === null ? (
          <p data-testid="company-response-rate">{t('companies.overview.response_none')}</p>
        ) : (
          <p data-testid="company-response-rate">
            <strong className="company-rate">{formats.percent(company.response_rate_7d / 100)}</strong>{' '}
            {t('companies.overview.response_text')}
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="company-facts">
        <h2 id="company-facts">{t('companies.overview.facts')}</h2>
        <dl className="job-facts">
          <dt>{t('companies.fields.industry')}</dt>
          <dd>{company.industry.value}</dd>
          <dt>{t('companies.fields.size')}</dt>
          <dd>{company.company_size.value}</dd>
          <dt>{t('companies.fields.financing_stage')}</dt>
          <dd>{company.financing_stage.value}</dd>
          {company.founded_year !== null && (
            <>
              <dt>{t('companies.fields.founded')}</dt>
              <dd>{company.founded_year}</dd>
            </>
          )}
          {company.website && (
            <>
              <dt>{t('companies.fields.website')}</dt>
              <dd>
                <a href={company.website} target="_blank" rel="noopener noreferrer nofollow">
                  {company.website}
                </a>
              </dd>
            </>
          )}
          <dt>{t('companies.fields.recruiters')}</dt>
          <dd>{company.recruiter_count}</dd>
        </dl>
        <p className="company-description">{company.description}</p>
        {company.active_job_count > 0 && !company.is_blocked && (
          <Link className="button" to={companyPath(language, company, 'jobs')}>
            {t('companies.overview.see_jobs', { count: company.active_job_count })}
          </Link>
        )}
      </section>
      {company.benefits.length > 0 && (
        <section className="card" aria-labelledby="company-top-benefits">
          <h2 id="company-top-benefits">{t('companies.life.benefits')}</h2>
          <ul className="chips">
            {company.benefits.slice(0, 4).map((b) => (
              <li key={b.id} className="chip">
                {b.value}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
