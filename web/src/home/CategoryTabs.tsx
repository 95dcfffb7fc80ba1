import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConfigList } from '../api/config-list';
import { useEndpointQuery } from '../api/endpoint-queries';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { JobList } from './JobList';

/** Spec §2 category tabs (IT, Banking, HR, Healthcare, CSR/Ops, Finance, Manufacturing, Sales). */
export function CategoryTabs({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useConfigList('job_category_lists', { language });
  // 'Others' is the catch-all of the list, not one of the home page's tabs.
  const tabs = categories.data?.filter((c) => c.key !== 'others') ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = tabs.find((c) => c.id === selectedId) ?? tabs[0];
  const jobs = useEndpointQuery(
    endpoints.jobs.categoryJobs,
    { params: { jobCategoryId: selected?.id ?? 0 }, query: { size: 6, language_code: language } },
    { enabled: selected !== undefined },
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="section home-section" data-testid="category-tabs">
      <header className="home-section__header">
        <h2 id={`${id}-heading`}>{t('home.categories')}</h2>
        {selected && (
          <Link to={withLanguagePath(language, `/job-search?category=${selected.seo_value}`)}>
            {t('home.sections.view_all')}
          </Link>
        )}
      </header>
      {selected && (
        <Tabs
          variant="pills"
          value={String(selected.id)}
          onValueChange={(value) => setSelectedId(Number(value))}
        >
          <TabList labelledBy={`${id}-heading`}>
            {tabs.map((c) => (
              <Tab key={c.id} value={String(c.id)}>
                {c.value}
              </Tab>
            ))}
          </TabList>
          <TabPanel value={String(selected.id)} testId="category-panel">
            <JobList
              language={language}
              state={jobs}
              empty={t('home.sections.empty')}
              tracking={{ list: 'home_category', recoFrom: 'category', subPage: String(selected.id) }}
            />
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
