import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { companyPath } from '../paths/company-path';
import { track } from '../tracking';

/** Spec §2 top companies: the edition's employers with the most open jobs. */
export function TopCompanies({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const companies = useEndpointQuery(endpoints.jobs.topCompanies, {
    query: { size: 8, language_code: language },
  });
  const list = companies.data?.companies;
  return (
    <section aria-labelledby={id} className="section home-section" data-testid="home-top-companies">
      <header className="home-section__header">
        <h2 id={id}>{t('home.companies.title')}</h2>
      </header>
      {companies.isError ? (
        <p role="alert">{t('home.load_failed')}</p>
      ) : !list ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t('home.companies.empty')}</p>
      ) : (
        <ul className="home-companies">
          {list.map((c, index) => (
            <li key={c.id} className="card home-company" data-testid="top-company">
              <span className="home-company__logo" style={{ background: c.logo_color }} aria-hidden="true">
                {c.name.slice(0, 1)}
              </span>
              <h3>
                <Link
                  to={companyPath(language, c)}
                  onClick={() => track('top_company_click', { company_id: c.id, position: index + 1 })}
                >
                  {c.name}
                </Link>
                {c.is_verified && <span className="job-card__verified">{t('jobs.card.verified')}</span>}
              </h3>
              <p className="muted">{[c.industry.value, c.company_size.value].join(' · ')}</p>
              <p>{t('home.companies.open_jobs', { n: c.active_jobs })}</p>
              {c.job_titles.length > 0 && (
                <p className="muted">{t('home.companies.hiring_for', { titles: c.job_titles.join(', ') })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
