import type { LanguageCode } from '@talkhire/config';
import type { TCompanyDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../ui/formats';

/** About: the description and spec §3 business information, with where that information comes from. */
export function AboutTab({ language, company }: { language: LanguageCode; company: TCompanyDetail }) {
  const { t } = useTranslation();
  const { business } = company;
  const capital =
    business.registered_capital === null
      ? null
      : formatsFor(language).money(business.registered_capital, business.currency);
  const row = (label: string, value: string | number | null) =>
    value === null || value === '' ? null : (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    );
  return (
    <>
      <section className="card" aria-labelledby="company-about">
        <h2 id="company-about">{t('companies.about.title', { name: company.name })}</h2>
        <p className="company-description">{company.description}</p>
        {company.address && (
          <p>
            <strong>{t('companies.fields.address')}</strong> {company.address}
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="company-business" data-testid="company-business">
        <h2 id="company-business">{t('companies.about.business')}</h2>
        <dl className="job-facts">
          {row(t('companies.fields.legal_name'), business.legal_name)}
          {row(t('companies.fields.registration_number'), business.registration_number)}
          {row(t('companies.fields.registered_capital'), capital)}
          {row(t('companies.fields.ceo'), business.ceo_name)}
          {row(t('companies.fields.founded'), business.founded_year)}
          {row(
            t('companies.fields.operating_status'),
            t(
              `companies.about.status.${business.operating_status === 'operating' ? 'operating' : 'not_operating'}`,
            ),
          )}
          {row(t('companies.fields.registered_address'), business.registered_address)}
        </dl>
        <p className="muted" data-testid="business-explanation">
          {t('companies.about.explanation')}
        </p>
      </section>
    </>
  );
}
