import { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { ZCompanyCards, ZCompanyDetail, ZCompanyViewed } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useQueryParams } from '../auth/query-params';
import { AboutTab } from './AboutTab';
import { BlockCompanyButton } from './BlockCompanyButton';
import { CompanyCardList, CompanyLogo } from './CompanyCard';
import { CompanyJobsTab } from './CompanyJobsTab';
import { companyIdOfSlug, companyPath, companyTabOf, companyTabs } from './company-path';
import { LifeTab } from './LifeTab';
import { OverviewTab } from './OverviewTab';
import { ReportCompany } from './ReportCompany';
import './companies.css';

/** Spec §2 company detail at /company/{name-slug}-{id}: header, the five tabs, similar companies, people also viewed. */
export function CompanyPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const companyId = companyIdOfSlug(useParams().slug);
  const params = useQueryParams();
  const tab = companyTabOf(params.get('tab'));
  // Bumped after a block or unblock, so the page and its lists are read again.
  const [version, setVersion] = useState(0);
  const detail = useRequest(
    (signal) =>
      companyId === null
        ? Promise.resolve(null)
        : api
            .get(`/api/companies/${companyId}`, ZCompanyDetail, { signal, quiet: true })
            .catch((error: unknown) => {
              if (error instanceof ApiFailure && error.status === 404) return null;
              throw error;
            }),
    [companyId, language, version],
  );
  const similar = useRequest(
    (signal) =>
      companyId === null
        ? Promise.resolve(undefined)
        : api.get(`/api/companies/${companyId}/similar-companies`, ZCompanyCards, {
            query: { size: 5 },
            signal,
            quiet: true,
          }),
    [companyId, language, version],
  );
  const alsoViewed = useRequest(
    (signal) =>
      companyId === null
        ? Promise.resolve(undefined)
        : api.get(`/api/companies/${companyId}/people-also-viewed`, ZCompanyCards, {
            query: { size: 5 },
            signal,
            quiet: true,
          }),
    [companyId, language, version],
  );
  useEffect(() => {
    // The view feeds 'People also viewed': a failure must not disturb the reader.
    if (companyId !== null)
      api.post(`/api/companies/${companyId}/view`, {}, ZCompanyViewed, { quiet: true }).catch(() => {});
  }, [api, companyId]);

  if (detail.status === 'failed')
    return (
      <main className="section company-page">
        <p role="alert">{t('companies.load_failed')}</p>
      </main>
    );
  if (detail.data === undefined)
    return (
      <main className="section company-page" aria-busy="true">
        <p>{t('companies.loading')}</p>
      </main>
    );
  if (detail.data === null)
    return (
      <main className="section company-page" data-testid="company-not-found">
        <h1>{t('companies.not_found')}</h1>
        <Link to={withLanguagePath(language, '/companies')} className="button">
          {t('companies.browse')}
        </Link>
      </main>
    );

  const company = detail.data;
  return (
    <main className="section company-page" data-testid="company-page">
      <header className="company-header card">
        <CompanyLogo company={company} large />
        <div className="company-header__text">
          <h1 data-testid="company-name">{company.name}</h1>
          {company.is_verified && <span className="company-verified">{t('companies.verified')}</span>}
          <p className="muted">
            {[company.industry.value, company.company_size.value, company.location?.value]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="company-header__actions">
          <BlockCompanyButton company={company} onChange={() => setVersion((v) => v + 1)} />
          <ReportCompany language={language} companyId={company.id} />
        </div>
      </header>
      {company.is_blocked && (
        <p className="company-blocked-note" role="status" data-testid="company-blocked-note">
          {t('companies.block.blocked_note')}
        </p>
      )}
      <nav className="company-tabs" aria-label={t('companies.tabs.label')}>
        {companyTabs.map((name) => (
          <Link
            key={name}
            to={companyPath(language, company, name)}
            aria-current={name === tab ? 'page' : undefined}
            data-testid={`company-tab-${name}`}
            replace
          >
            {t(`companies.tabs.${name}`)}
            {name === 'jobs' && ` (${company.active_job_count})`}
            {name === 'remote' && ` (${company.remote_job_count})`}
          </Link>
        ))}
      </nav>
      <div className="company-body">
        <div className="company-body__main" data-testid={`company-panel-${tab}`}>
          {tab === 'overview' && <OverviewTab language={language} company={company} />}
          {tab === 'jobs' && <CompanyJobsTab language={language} company={company} remote={false} />}
          {tab === 'life' && <LifeTab company={company} />}
          {tab === 'about' && <AboutTab language={language} company={company} />}
          {tab === 'remote' && <CompanyJobsTab language={language} company={company} remote />}
        </div>
        <aside className="company-body__aside">
          <CompanyCardList
            title={t('companies.similar')}
            companies={similar.data?.companies}
            language={language}
            testId="similar-companies"
          />
          <CompanyCardList
            title={t('companies.also_viewed')}
            companies={alsoViewed.data?.companies}
            language={language}
            testId="people-also-viewed"
          />
        </aside>
      </div>
    </main>
  );
}
