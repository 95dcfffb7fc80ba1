import { type LanguageCode, toSearchSlug, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { companyPath } from '../companies/company-path';
import { useCompanySuggestions } from '../companies/use-company-suggestions';
import { readSearchHistory, rememberSearch } from '../job-search/search-history';
import { useTitleSuggestions } from '../job-search/use-title-suggestions';
import { useCombobox } from '../ui/use-combobox';

type GroupKey = 'history' | 'companies' | 'job_titles' | 'popular';
interface Choice {
  id: string;
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
        .map((h, i) => ({ id: `h${i}`, label: h.query, href: withLanguagePath(language, `/${h.url}`) })),
    },
    {
      key: 'companies',
      choices: companies.map((c) => ({
        id: `c${c.id}`,
        label: c.name,
        href: companyPath(language, c, 'remote'),
      })),
    },
    { key: 'job_titles', choices: titles.map((s) => ({ id: `t${s.id}`, label: s.value })) },
    {
      key: 'popular',
      choices: (popular.data?.hot_job_titles ?? [])
        .filter((p) => matches(p.value))
        .map((p, i) => ({ id: `p${i}`, label: p.value })),
    },
  ];
  const shown = groups.filter((g) => g.choices.length > 0);
  const flat = shown.flatMap((g) => g.choices);

  const search = (query: string, href?: string) => {
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
  const box = useCombobox({
    choices: flat,
    onType: setText,
    onFocus: () => setHistory(readSearchHistory()),
    onTake: (choice) => search(choice.label, choice.href),
  });
  const { id, expanded, active } = box;

  return (
    <search className="search-bar remote-search" data-testid="remote-search">
      <form className="search-bar__form" onSubmit={onSubmit}>
        <div className="keyword-box">
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('home.remote.search_label')}
          </label>
          <input
            {...box.inputProps}
            placeholder={t('home.remote.placeholder')}
            value={text}
            data-testid="remote-search-input"
          />
          <div className="keyword-box__popup" hidden={!expanded}>
            <div id={box.listId} role="listbox" aria-label={t('home.remote.search_label')}>
              {shown.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not a form fieldset
                <div
                  key={group.key}
                  role="group"
                  aria-labelledby={`${id}-${group.key}`}
                  data-testid={`group-${group.key}`}
                >
                  <p className="keyword-box__heading" id={`${id}-${group.key}`} role="presentation">
                    {t(`home.remote.groups.${group.key}`)}
                  </p>
                  {group.choices.map((choice) => (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
                    <div
                      key={choice.id}
                      id={box.optionId(choice)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={flat[active]?.id === choice.id}
                      className="keyword-box__choice"
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => box.take(choice)}
                    >
                      {choice.label}
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </div>
        </div>
        <button type="submit" className="button search-bar__submit">
          {t('home.remote.search_button')}
        </button>
      </form>
    </search>
  );
}
