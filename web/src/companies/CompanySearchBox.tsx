import type { LanguageCode } from '@talkhire/config';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyPath } from './company-path';
import { useCompanySuggestions } from './use-company-suggestions';

/** The company search box: companies matching what is typed open directly; Enter searches the list. */
export function CompanySearchBox({
  language,
  initial,
  onSearch,
}: {
  language: LanguageCode;
  initial: string;
  onSearch(query: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const suggestions = useCompanySuggestions(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSearch(text.trim());
  };
  return (
    <form className="company-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('companies.search.label')}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        placeholder={t('companies.search.placeholder')}
        data-testid="company-search-input"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // A click on a suggestion lands before the list closes.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" className="button">
        {t('companies.search.submit')}
      </button>
      {open && suggestions.length > 0 && (
        <ul
          className="company-search__suggestions"
          data-testid="company-suggestions"
          aria-label={t('companies.search.suggestions')}
        >
          {suggestions.map((s) => (
            <li key={s.id}>
              <Link to={companyPath(language, s)}>{s.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
