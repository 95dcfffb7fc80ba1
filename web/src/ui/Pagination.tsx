import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Previous / next and nearby pages; each is a link to the page's own URL, so it can be shared. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf(page: number): string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={t('jobs.search.pagination')} data-testid="pagination">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} rel="prev">
          {t('jobs.search.previous')}
        </Link>
      )}
      {pages.map((p) => (
        <Link
          key={p}
          to={hrefOf(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('jobs.search.page', { page: p })}
        >
          {p}
        </Link>
      ))}
      {page < totalPages && (
        <Link to={hrefOf(page + 1)} rel="next">
          {t('jobs.search.next')}
        </Link>
      )}
    </nav>
  );
}
