import { type EditionKey, editions, type LanguageCode } from '@talkhire/config';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import { Flag } from '../ui/Flag';
import { formatsFor } from '../ui/formats';

/**
 * The 18 country editions and Others, each named in the interface language with its flag. In a
 * wide header only the flag shows, the list laid over it (styles.css); narrow menus show the name.
 */
export function EditionSwitcher({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { edition, switchEdition } = useEdition();
  const id = useId();
  const { region } = formatsFor(language);
  const label = (key: EditionKey) => (key === 'com' ? t('switcher.others') : region(key));
  return (
    <div className="switcher switcher--compact">
      <label htmlFor={id} className="visually-hidden">
        {t('switcher.choose_edition')}
      </label>
      <Flag code={edition.key} />
      <span className="switcher__chevron" aria-hidden="true" />
      <select
        id={id}
        data-testid="edition-switcher"
        value={edition.key}
        onChange={(e) => switchEdition(e.target.value as EditionKey)}
      >
        {editions.map((e) => (
          <option key={e.key} value={e.key}>
            {label(e.key)}
          </option>
        ))}
      </select>
    </div>
  );
}
