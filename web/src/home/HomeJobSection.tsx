import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type THomeSection } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { track } from '../tracking';
import { JobList } from './JobList';

/** Where each section's "view all" leads: a page that lists the same kind of jobs. */
const viewAll: Partial<Record<THomeSection, string>> = {
  remote: '/remote-jobs',
  web3: '/job-search?web3=1',
  latest: '/job-search?sort=2',
};

/** One list of the home page (spec §2): remote, Web3, popular, hot within 24 hours or latest jobs. */
export function HomeJobSection({
  language,
  section,
  size = 6,
  title,
}: {
  language: LanguageCode;
  section: THomeSection;
  size?: number;
  /** Another heading than the home page's, for the same list elsewhere. */
  title?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const jobs = useEndpointQuery(endpoints.jobs.homeSection, {
    params: { section },
    query: { size, language_code: language },
  });
  const more = viewAll[section];
  return (
    <section aria-labelledby={id} className="section home-section" data-testid={`home-${section}`}>
      <header className="home-section__header">
        <h2 id={id}>{title ?? t(`home.sections.${section}`)}</h2>
        {more && (
          <Link
            to={withLanguagePath(language, more)}
            onClick={() =>
              section === 'web3'
                ? track('web3_jobs_click')
                : track('more_jobs_click', { list: `home_${section}` })
            }
          >
            {t('home.sections.view_all')}
          </Link>
        )}
      </header>
      <JobList
        language={language}
        state={jobs}
        empty={section === 'hot' ? t('home.sections.hot_empty') : t('home.sections.empty')}
        tracking={{ list: `home_${section}`, recoFrom: section }}
      />
    </section>
  );
}
