import { type LanguageCode, languages, withLanguagePath } from '@talkhire/config';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Switching language keeps the page: only the language segment of the path changes. In a wide
 * header only the language's code shows, the list laid over it (styles.css).
 */
export function LanguageSwitcher({ language, rest }: { language: LanguageCode; rest: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = useId();
  return (
    <div className="switcher switcher--compact">
      <label htmlFor={id} className="visually-hidden">
        {t('switcher.choose_language')}
      </label>
      <span className="switcher__code" aria-hidden="true">
        {language.toUpperCase()}
      </span>
      <span className="switcher__chevron" aria-hidden="true" />
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(e) => navigate(`${withLanguagePath(e.target.value as LanguageCode, rest)}${search}`)}
      >
        {languages.map((l) => (
          <option key={l.value} value={l.value} lang={l.alias}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
