import type { LanguageCode } from '@talkhire/config';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationGroup } from '../search-filters/search-lists';
import { KeywordBox } from './KeywordBox';
import './job-search.css';

export interface SearchBarValue {
  query: string;
  /** SEO value of the location, '' for every location of the edition. */
  location: string;
}

/** Keyword (with suggestions and history) and location of the edition; submitting searches. */
export function SearchBar({
  language,
  initial,
  locationGroups,
  onSearch,
}: {
  language: LanguageCode;
  initial: SearchBarValue;
  locationGroups: TLocationGroup[] | undefined;
  onSearch(value: SearchBarValue): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState(initial.query);
  const [location, setLocation] = useState(initial.location);
  // Another URL (history, back button) brings its own search into the box.
  useEffect(() => {
    setQuery(initial.query);
    setLocation(initial.location);
  }, [initial.query, initial.location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ query: query.trim(), location });
  };
  const grouped = (locationGroups?.length ?? 0) > 1;

  return (
    <search className="search-bar" data-testid="search-bar">
      <form className="search-bar__form" onSubmit={submit}>
        <KeywordBox
          language={language}
          value={query}
          onChange={setQuery}
          onPick={(picked) => {
            setQuery(picked);
            onSearch({ query: picked, location });
          }}
        />
        <label htmlFor={`${id}-location`} className="visually-hidden">
          {t('jobs.search.location_label')}
        </label>
        <select
          id={`${id}-location`}
          className="search-bar__location"
          value={location}
          data-testid="location-select"
          onChange={(e) => setLocation(e.target.value)}
        >
          <option value="">{t('jobs.search.any_location')}</option>
          {locationGroups?.map((group) =>
            grouped ? (
              <optgroup key={group.key} label={group.value}>
                {group.locations.map((l) => (
                  <option key={l.id} value={l.seo_value}>
                    {l.value}
                  </option>
                ))}
              </optgroup>
            ) : (
              group.locations.map((l) => (
                <option key={l.id} value={l.seo_value}>
                  {l.value}
                </option>
              ))
            ),
          )}
        </select>
        <button type="submit" className="button search-bar__submit">
          {t('jobs.search.search_button')}
        </button>
      </form>
    </search>
  );
}
