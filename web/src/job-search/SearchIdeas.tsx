import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import './search-ideas.css';

/**
 * Spec §2 related searches (for the query shown) and hot searches (the edition's most searched
 * titles), each a link to the search for it. Quiet: without them the results still stand.
 */
export function SearchIdeas({
  language,
  query,
  hrefOfQuery,
}: {
  language: LanguageCode;
  query: string | undefined;
  hrefOfQuery(query: string): string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = query?.trim() ?? '';
  const related = useEndpointQuery(
    endpoints.jobs.relatedSearches,
    { query: { query: text, size: 8, language_code: language } },
    { enabled: text !== '', quiet: true },
  );
  const hot = useEndpointQuery(
    endpoints.jobs.hotJobTitles,
    { query: { size: 10, language_code: language } },
    { quiet: true },
  );
  const relatedList = (text && related.data?.related_searches) || [];
  const hotList = hot.data?.hot_job_titles ?? [];
  return (
    <div className="search-ideas">
      {relatedList.length > 0 && (
        <nav aria-labelledby={`${id}-related`} data-testid="related-searches">
          <h2 id={`${id}-related`}>{t('home.searches.related')}</h2>
          <ul className="chips">
            {relatedList.map((r) => (
              <li key={r.value}>
                <Link className="chip" to={hrefOfQuery(r.value)}>
                  {r.value}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hotList.length > 0 && (
        <nav aria-labelledby={`${id}-hot`} data-testid="hot-searches">
          <h2 id={`${id}-hot`}>{t('home.searches.hot')}</h2>
          <ul className="chips">
            {hotList.map((h) => (
              <li key={h.value}>
                <Link className="chip" to={hrefOfQuery(h.value)}>
                  {h.value}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
