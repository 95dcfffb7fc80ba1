import { type LanguageCode, toSearchSlug, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useCompanySuggestions } from '../companies';
import { readSearchHistory, rememberSearch, useTitleSuggestions } from '../job-search';
import { companyPath } from '../paths/company-path';
import { track } from '../tracking';
import { Combobox } from '../ui/Combobox';

type GroupKey = 'history' | 'companies' | 'job_titles' | 'popular';
interface Choice {
  key: string;
  label: string;
  /** A past search reopens its URL, a company opens its Remote Jobs tab; the rest search remote jobs. */
  href?: string;
}

/** Remote jobs are the search's work-arrangement filter 'remote'. */
const remoteFilter = 'workArrangement=remote';

/**
 * Spec §2 remote landing search box: one combobox whose list is grouped into search history,
 * company names, job titles and popular searches. Enter or a choice searches remote jobs.
 */
export function RemoteSearchBox({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [history, setHistory] = useState(readSearchHistory);
  const typed = text.trim();
  const titles = useTitleSuggestions(typed, language);
  const companies = useCompanySuggestions(typed);
  const popular = useEndpointQuery(
    endpoints.jobs.hotJobTitles,
    { query: { size: 6, language_code: language } },
    { quiet: true },
  );
  const matches = (label: string) => !typed || label.toLowerCase().includes(typed.toLowerCase());

  const groups: { key: GroupKey; choices: Choice[] }[] = [
    {
      key: 'history',
      choices: history
        .filter((h) => matches(h.query))
        .slice(0, 5)
        .map((h, i) => ({ key: `h${i}`, label: h.query, href: withLanguagePath(language, `/${h.url}`) })),
    },
    {
      key: 'companies',
      choices: companies.map((c) => ({
        key: `c${c.id}`,
        label: c.name,
        href: companyPath(language, c, 'remote'),
      })),
    },
    { key: 'job_titles', choices: titles.map((s) => ({ key: `t${s.id}`, label: s.value })) },
    {
      key: 'popular',
      choices: (popular.data?.hot_job_titles ?? [])
        .filter((p) => matches(p.value))
        .map((p, i) => ({ key: `p${i}`, label: p.value })),
    },
  ];

  const search = (query: string, href?: string) => {
    track('search_click', { source: 'remote_jobs' });
    if (href) {
      navigate(href);
      return;
    }
    const url = `${toSearchSlug({ query: query || undefined })}?${remoteFilter}`;
    if (query) setHistory(rememberSearch({ query, url }));
    navigate(withLanguagePath(language, `/${url}`));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(typed);
  };

  return (
    <search className="search-bar remote-search" data-testid="remote-search">
      <form className="search-bar__form" onSubmit={onSubmit}>
        <div className="keyword-box">
          <Combobox
            label={t('home.remote.search_label')}
            placeholder={t('home.remote.placeholder')}
            value={text}
            onValueChange={setText}
            onFocus={() => setHistory(readSearchHistory())}
            groups={groups.map((group) => ({
              key: group.key,
              label: t(`home.remote.groups.${group.key}`),
              options: group.choices,
              testId: `group-${group.key}`,
            }))}
            onTake={(choice) => search(choice.label, choice.href)}
            inputTestId="remote-search-input"
          />
        </div>
        <button type="submit" className="button search-bar__submit">
          {t('home.remote.search_button')}
        </button>
      </form>
    </search>
  );
}
