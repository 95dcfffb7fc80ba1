import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export type EmptyKind =
  | 'for_you'
  | 'for_you_no_preferences'
  | 'saved'
  | 'communicated'
  | 'who_viewed_me'
  | 'filtered';

/** What an empty list says, and the way on: search jobs (and, without preferences, add one). */
export function MyJobsEmpty({
  kind,
  language,
  onClearFilters,
}: {
  kind: EmptyKind;
  language: LanguageCode;
  onClearFilters?(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="my-jobs__empty" data-testid={`my-jobs-empty-${kind}`}>
      <h2>{t(`myJobs.empty.${kind}_title`)}</h2>
      <p>{t(`myJobs.empty.${kind}_body`)}</p>
      <p className="my-jobs__empty-actions">
        {kind === 'filtered' && onClearFilters && (
          <button type="button" className="button" onClick={onClearFilters}>
            {t('myJobs.filters.clear')}
          </button>
        )}
        {kind === 'for_you_no_preferences' && (
          <Link className="button" to={withLanguagePath(language, '/jobseeker-complete-profile')}>
            {t('myJobs.empty.add_preferences')}
          </Link>
        )}
        <Link
          className={kind === 'filtered' || kind === 'for_you_no_preferences' ? 'link-button' : 'button'}
          data-testid="my-jobs-search-jobs"
          to={withLanguagePath(language, '/job-search')}
        >
          {t('myJobs.empty.search_jobs')}
        </Link>
      </p>
    </div>
  );
}
