import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useConfigList } from '../api/config-list';
import { useEndpointQuery } from '../api/endpoint-queries';
import { JobList } from './JobList';

const ZCategory = z.object({ id: z.number(), key: z.string(), value: z.string(), seo_value: z.string() });

/** Spec §2 category tabs (IT, Banking, HR, Healthcare, CSR/Ops, Finance, Manufacturing, Sales). */
export function CategoryTabs({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const categories = useConfigList('job_category_lists', ZCategory, { language });
  // 'Others' is the catch-all of the list, not one of the home page's tabs.
  const tabs = categories.data?.filter((c) => c.key !== 'others') ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = tabs.find((c) => c.id === selectedId) ?? tabs[0];
  const jobs = useEndpointQuery(
    endpoints.jobs.categoryJobs,
    { params: { jobCategoryId: selected?.id ?? 0 }, query: { size: 6, language_code: language } },
    { enabled: selected !== undefined },
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: tabs.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // In a right-to-left page the arrows point the other way along the tabs.
    const direction = document.dir === 'rtl' && event.key.startsWith('Arrow') ? -step : step;
    const next = (index + direction + tabs.length) % tabs.length;
    setSelectedId(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

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
      <div role="tablist" aria-labelledby={`${id}-heading`} className="home-tabs">
        {tabs.map((c, i) => (
          <button
            key={c.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${c.id}`}
            aria-selected={c.id === selected?.id}
            aria-controls={`${id}-panel`}
            tabIndex={c.id === selected?.id ? 0 : -1}
            className="home-tabs__tab"
            onClick={() => setSelectedId(c.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {c.value}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={selected ? `${id}-tab-${selected.id}` : undefined}
        data-testid="category-panel"
      >
        <JobList language={language} state={jobs} empty={t('home.sections.empty')} />
      </div>
    </section>
  );
}
