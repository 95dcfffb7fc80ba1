import { ApiFailure } from '@talkhire/client';
import { companyTexts, type LanguageCode, screenTexts, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { companyIdOfSlug, companyPath, companyTabOf, companyTabs } from '../paths/company-path';
import { ResponseStatus } from '../ui/response-status';
import { usePageHead, whole } from '../ui/use-page-head';
import { AboutTab } from './AboutTab';
import { BlockCompanyButton } from './BlockCompanyButton';
import { CompanyCardList, CompanyLogo } from './CompanyCard';
import { CompanyJobsTab } from './CompanyJobsTab';
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
  const id = companyId ?? 0;
  const detail = useEndpointQuery(
    endpoints.companies.detail,
    { params: { id } },
    { enabled: companyId !== null, quiet: true },
  );
  const similar = useEndpointQuery(
    endpoints.companies.similar,
    { params: { companyId: id }, query: { size: 5 } },
    { enabled: companyId !== null, quiet: true },
  );
  const alsoViewed = useEndpointQuery(
    endpoints.companies.peopleAlsoViewed,
    { params: { id }, query: { size: 5 } },
    { enabled: companyId !== null, quiet: true },
  );
  useEffect(() => {
    // The view feeds 'People also viewed': a failure must not disturb the reader.
    if (companyId !== null)
      api.call(endpoints.companies.view, { params: { id: companyId } }, { quiet: true }).catch(() => {});
  }, [api, companyId]);

  const notFound = companyId === null || (detail.error instanceof ApiFailure && detail.error.status === 404);
  const loaded = notFound ? undefined : detail.data;
  // The relay writes the same texts in the page's head (packages/config page-heads.ts).
  usePageHead(notFound ? whole(screenTexts(t, 'not_found')) : loaded && whole(companyTexts(t, loaded)));
  if (detail.isError && !notFound)
    return (
      <main className="section company-page">
        <p role="alert">{t('companies.load_failed')}</p>
      </main>
    );
  if (notFound)
    return (
      <main className="section company-page" data-testid="company-not-found">
        <ResponseStatus code={404} />
        <h1>{t('companies.not_found')}</h1>
        <Link to={withLanguagePath(language, '/companies')} className="button">
          {t('companies.browse')}
        </Link>
      </main>
    );
  if (detail.data === undefined)
    return (
      <main className="section company-page" aria-busy="true">
        <p>{t('companies.loading')}</p>
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
          <BlockCompanyButton company={company} />
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
