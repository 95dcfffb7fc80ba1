import { defaultDebounceMs, type LanguageCode, pageSizes } from '@talkhire/config';
import { endpoints, type TJobTitleSuggestion } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import { formatsFor } from '../ui/formats';
import { useDebounced } from '../ui/use-debounced';
import type { TMainFunction } from './config-lists';
import { Field } from './Field';
import { optionsOf, SelectField } from './OptionSelect';

export interface TitleChoice {
  main_function_id: string;
  job_function_id: string;
  function_title_id: string;
}

/**
 * The desired job title (spec §3 job preference): typed into the title search (config
 * search/job-title-lists, 5 suggestions) or picked from category → function → title.
 */
export function JobTitlePicker({
  idPrefix,
  language,
  tree,
  value,
  error,
  onChange,
}: {
  idPrefix: string;
  language: LanguageCode;
  tree: TMainFunction[] | undefined;
  value: TitleChoice;
  error?: string;
  onChange: (choice: TitleChoice) => void;
}) {
  const { t } = useTranslation();
  const main = tree?.find((m) => String(m.id) === value.main_function_id);
  const sub = main?.sub_function_list.find((f) => String(f.id) === value.job_function_id);
  const titleId = `${idPrefix}function_title_id`;

  const pick = (hit: TJobTitleSuggestion) => {
    onChange({
      main_function_id: String(hit.main_function_id),
      job_function_id: String(hit.job_function_id),
      function_title_id: String(hit.id),
    });
    // The suggestion list goes away with the pick; the chosen title is where the seeker continues.
    requestAnimationFrame(() => document.getElementById(titleId)?.focus());
  };

  return (
    <fieldset className="wz-fieldset">
      <legend>{t('profile.preference.job_title')}</legend>
      <TitleSearch id={`${idPrefix}title_search`} language={language} onPick={pick} />
      <div className="wz-field-row">
        <SelectField
          id={`${idPrefix}main_function_id`}
          label={t('profile.preference.main_function')}
          value={value.main_function_id}
          options={optionsOf(tree)}
          onChange={(id) => onChange({ main_function_id: id, job_function_id: '', function_title_id: '' })}
        />
        <SelectField
          id={`${idPrefix}job_function_id`}
          label={t('profile.preference.sub_function')}
          value={value.job_function_id}
          options={main ? optionsOf(main.sub_function_list) : []}
          disabled={!main}
          onChange={(id) => onChange({ ...value, job_function_id: id, function_title_id: '' })}
        />
        <SelectField
          id={titleId}
          label={t('profile.preference.title')}
          error={error}
          value={value.function_title_id}
          options={sub ? optionsOf(sub.job_titles) : []}
          disabled={!sub}
          onChange={(id) => onChange({ ...value, function_title_id: id })}
        />
      </div>
    </fieldset>
  );
}

function TitleSearch({
  id,
  language,
  onPick,
}: {
  id: string;
  language: LanguageCode;
  onPick: (hit: TJobTitleSuggestion) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), defaultDebounceMs);
  const hits = useEndpointQuery(
    endpoints.config.jobTitles,
    { query: { query: settled, size: pageSizes.jobTitleSuggestions, language_code: language } },
    { enabled: settled !== '', keepPrevious: true },
  );
  const suggestions = settled && query.trim() ? (hits.data ?? []) : [];
  return (
    <div className="wz-title-search">
      <Field id={id} label={t('profile.preference.search_title')} hint={t('profile.preference.search_hint')}>
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        )}
      </Field>
      <p className="visually-hidden" aria-live="polite">
        {settled
          ? t('profile.preference.suggestions_found', {
              number: formatsFor(language).count(suggestions.length),
            })
          : ''}
      </p>
      {suggestions.length > 0 && (
        <ul className="wz-suggestions" data-testid="title-suggestions">
          {suggestions.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                className="wz-suggestions__item"
                onClick={() => {
                  setQuery('');
                  onPick(hit);
                }}
              >
                {hit.value}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The category and function of a title, to show a saved preference in the three selects. */
export function titlePath(tree: readonly TMainFunction[], titleId: string): TitleChoice | undefined {
  for (const main of tree) {
    for (const sub of main.sub_function_list) {
      if (sub.job_titles.some((title) => String(title.id) === titleId))
        return {
          main_function_id: String(main.id),
          job_function_id: String(sub.id),
          function_title_id: titleId,
        };
    }
  }
  return undefined;
}
