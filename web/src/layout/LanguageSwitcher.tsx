import { type LanguageCode, languages, withLanguagePath } from '@talkhire/config';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Switching language keeps the page: only the language segment of the path changes. */
export function LanguageSwitcher({ language, rest }: { language: LanguageCode; rest: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('switcher.choose_language')}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(e) =>
          navigate(`${withLanguagePath(e.target.value as LanguageCode, rest)}${location.search}`)
        }
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
