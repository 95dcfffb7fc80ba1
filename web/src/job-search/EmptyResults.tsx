import { useTranslation } from 'react-i18next';

/** Spec §2 empty states, in the spec's words. */
export function EmptyResults({ unknownIndustry }: { unknownIndustry: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="search-empty" data-testid="search-empty">
      <h2>{t('jobs.search.empty_title')}</h2>
      <p>{unknownIndustry ? t('jobs.search.unknown_industry') : t('jobs.search.empty_body')}</p>
    </div>
  );
}
