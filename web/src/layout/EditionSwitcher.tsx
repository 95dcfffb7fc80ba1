import { type EditionKey, editions, type LanguageCode } from '@talkhire/config';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import { Flag } from '../ui/Flag';
import { formatsFor } from '../ui/formats';

/** The 18 country editions and Others, each named in the interface language with its flag. */
export function EditionSwitcher({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { edition, switchEdition } = useEdition();
  const id = useId();
  const { region } = formatsFor(language);
  const label = (key: EditionKey) => (key === 'com' ? t('switcher.others') : region(key));
  return (
    <div className="switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('switcher.choose_edition')}
      </label>
      <Flag code={edition.key} />
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
