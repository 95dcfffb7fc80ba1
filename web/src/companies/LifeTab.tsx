import type { TCompanyDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';

/** Life: benefits and culture. Companies upload no photos yet, so there is no album to show. */
export function LifeTab({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="card" aria-labelledby="company-benefits" data-testid="company-benefits">
        <h2 id="company-benefits">{t('companies.life.benefits')}</h2>
        {company.benefits.length ? (
          <ul className="chips">
            {company.benefits.map((b) => (
              <li key={b.id} className="chip">
                {b.value}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('companies.life.none')}</p>
        )}
      </section>
      <section className="card" aria-labelledby="company-culture" data-testid="company-culture">
        <h2 id="company-culture">{t('companies.life.culture')}</h2>
        {company.cultures.length ? (
          <ul className="chips">
            {company.cultures.map((c) => (
              <li key={c.id} className="chip">
                {c.value}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('companies.life.none')}</p>
        )}
      </section>
    </>
  );
}
