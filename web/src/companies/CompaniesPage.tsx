import type { LanguageCode } from '@talkhire/config';
import { withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { Pagination } from '../ui/Pagination';
import { useScreenHead } from '../ui/use-page-head';
import { CompanyCard, CompanyCardList } from './CompanyCard';
import { CompanySearchBox } from './CompanySearchBox';
import './companies.css';

/** Spec §2 company list and search at /companies?query=&page=: top companies, then every company, hiring first. */
export function CompaniesPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('companies');
  const navigate = useNavigate();
  const params = useQueryParams();
  const query = params.get('query')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const hrefOf = (q: string, p: number) => {
    const search = new URLSearchParams();
    if (q) search.set('query', q);
    if (p > 1) search.set('page', String(p));
    const s = search.toString();
    return `${withLanguagePath(language, '/companies')}${s ? `?${s}` : ''}`;
  };
  const results = useEndpointQuery(endpoints.companies.search, { query: { query, page } });
  const featured = useEndpointQuery(
    endpoints.companies.featured,
    { query: { size: 6 } },
    { enabled: !query, quiet: true },
  );

  return (
    <main className="section companies-page">
      <h1>{t('companies.title')}</h1>
      <CompanySearchBox
        key={query}
        language={language}
        initial={query}
        onSearch={(q) => navigate(hrefOf(q, 1))}
      />
      {!query && page === 1 && (
        <CompanyCardList
          title={t('companies.featured')}
          companies={featured.data?.companies}
          language={language}
          testId="featured-companies"
        />
      )}
      <section aria-busy={results.isFetching} data-testid="company-results">
        <h2>{query ? t('companies.results_for', { query }) : t('companies.all')}</h2>
        {results.isError && <p role="alert">{t('companies.load_failed')}</p>}
        {results.data && (
          <>
            <p className="muted">{t('companies.found', { count: results.data.total_num })}</p>
            {results.data.companies.length === 0 && (
              <p data-testid="companies-empty">{t('companies.empty')}</p>
            )}
            <div className="company-grid">
              {results.data.companies.map((c) => (
                <CompanyCard key={c.id} company={c} language={language} />
              ))}
            </div>
            <Pagination page={page} totalPages={results.data.total_pages} hrefOf={(p) => hrefOf(query, p)} />
          </>
        )}
      </section>
    </main>
  );
}
