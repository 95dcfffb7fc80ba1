import type { LanguageCode } from '@talkhire/config';
import type { TCompanyCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyPath } from '../paths/company-path';

/** The company's initial on its brand colour: companies upload no logo yet. */
export function CompanyLogo({
  company,
  large,
}: {
  company: { name: string; logo_color: string };
  large?: boolean;
}) {
  return (
    <span
      className={`company-logo${large ? ' company-logo--large' : ''}`}
      style={{ backgroundColor: company.logo_color }}
      aria-hidden="true"
    >
      {Array.from(company.name.trim())[0] ?? ''}
    </span>
  );
}

/** A company in a list: name, verification, industry, size, place and how many jobs are open. */
export function CompanyCard({ company, language }: { company: TCompanyCard; language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <article className="card company-card" data-testid="company-card">
      <CompanyLogo company={company} />
      <div>
        <h3 className="company-card__name">
          <Link to={companyPath(language, company)}>{company.name}</Link>
        </h3>
        {company.is_verified && <span className="company-verified">{t('companies.verified')}</span>}
        <p className="muted">
          {[company.industry.value, company.company_size.value, company.location?.value]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="company-card__jobs">{t('companies.open_jobs', { count: company.active_job_count })}</p>
      </div>
    </article>
  );
}

/** A titled list of company cards, hidden when empty. */
export function CompanyCardList({
  title,
  companies,
  language,
  testId,
}: {
  title: string;
  companies: TCompanyCard[] | undefined;
  language: LanguageCode;
  testId: string;
}) {
  if (!companies?.length) return null;
  return (
    <section className="company-aside" data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      {companies.map((c) => (
        <CompanyCard key={c.id} company={c} language={language} />
      ))}
    </section>
  );
}
