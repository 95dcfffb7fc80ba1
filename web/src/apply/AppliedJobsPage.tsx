import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { AppliedJobItem } from './AppliedJobItem';
import './apply.css';
import { Redirect } from '../ui/Redirect';

/** Our `/applied-jobs` route (spec §7 applied list): every application, its status and history. */
export function AppliedJobsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('applied_jobs');
  const { user } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = params.get('sort') === '2' ? 2 : 1;
  const list = useEndpointQuery(
    endpoints.applications.appliedJobs,
    { query: { page, sort } },
    { enabled: Boolean(user) },
  );

  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`}
      />
    );
  }
  const go = (next: { page?: number; sort?: number }) =>
    setParams({ page: String(next.page ?? page), sort: String(next.sort ?? sort) });

  return (
    <main className="section applied-jobs" data-testid="applied-jobs">
      <h1>{t('apply.list.title')}</h1>
      <label className="applied-jobs__sort">
        {t('apply.list.sort_label')}{' '}
        <select value={sort} onChange={(e) => go({ page: 1, sort: Number(e.target.value) })}>
          <option value={1}>{t('apply.list.sort_applied')}</option>
          <option value={2}>{t('apply.list.sort_updated')}</option>
        </select>
      </label>
      {list.isError && <p role="alert">{t('apply.list.load_failed')}</p>}
      {list.isPending && <p aria-busy="true">{t('apply.loading')}</p>}
      {list.data && list.data.total_num === 0 && (
        <div className="applied-jobs__empty" data-testid="applied-jobs-empty">
          <p>{t('apply.list.empty')}</p>
          <Link className="button button--primary" to={withLanguagePath(language, '/job-search')}>
            {t('apply.list.find_jobs')}
          </Link>
        </div>
      )}
      {list.data && list.data.applications.length > 0 && (
        <ul className="applied-jobs__list">
          {list.data.applications.map((application) => (
            <AppliedJobItem key={application.id} language={language} application={application} />
          ))}
        </ul>
      )}
      {list.data && list.data.total_pages > 1 && (
        <nav className="applied-jobs__pages" aria-label={t('apply.list.pages')}>
          <button
            type="button"
            className="button"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            {t('apply.list.previous')}
          </button>
          <span>{t('apply.list.page', { page, pages: list.data.total_pages })}</span>
          <button
            type="button"
            className="button"
            disabled={page >= list.data.total_pages}
            onClick={() => go({ page: page + 1 })}
          >
            {t('apply.list.next')}
          </button>
        </nav>
      )}
    </main>
  );
}
