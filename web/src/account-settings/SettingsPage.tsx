import {
  type EditionKey,
  editions,
  isEditionKey,
  isLanguageCode,
  type LanguageCode,
  languages,
  withLanguagePath,
} from '@talkhire/config';
import type { TAccountSetting } from '@talkhire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEdition } from '../edition/edition-context';
import { AutoSendResumeSetting } from '../profile';
import { formatsFor } from '../ui/formats';
import { SaveOutcome, SettingsFrame } from './SettingsFrame';
import { useSaveSettings } from './use-account-setting';

const path = '/account-settings/settings';

/**
 * Account settings tab 'Settings' at /account-settings/settings: the seeker's own language and
 * country edition (their mails are written in it; null follows the site's switchers), and the
 * resumes feature's auto-send resume control. Saving also moves the site to the chosen language
 * and edition, so the switchers and the settings agree.
 */
export function SettingsPage({ language }: { language: LanguageCode }) {
  return (
    <SettingsFrame language={language} tab="settings" path={path}>
      {(setting) => (
        <>
          <LanguageAndEdition language={language} setting={setting} />
          <AutoSendResumeSetting />
        </>
      )}
    </SettingsFrame>
  );
}

function LanguageAndEdition({ language, setting }: { language: LanguageCode; setting: TAccountSetting }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { switchEdition } = useEdition();
  const { save, outcome, saving } = useSaveSettings();
  const [chosenLanguage, setChosenLanguage] = useState<string>(setting.language ?? '');
  const [chosenEdition, setChosenEdition] = useState<string>(setting.edition_key ?? '');
  const languageId = useId();
  const editionId = useId();
  const { region } = formatsFor(language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextLanguage = isLanguageCode(chosenLanguage) ? chosenLanguage : null;
    const nextEdition = isEditionKey(chosenEdition) ? chosenEdition : null;
    const answer = await save({ language: nextLanguage, edition_key: nextEdition });
    if (!answer) return;
    if (nextEdition) switchEdition(nextEdition);
    if (nextLanguage && nextLanguage !== language) navigate(withLanguagePath(nextLanguage, path));
  };

  return (
    <form className="settings__body" onSubmit={(event) => void submit(event)}>
      <h3>{t('account_settings.preferences.title')}</h3>
      <p className="muted">{t('account_settings.preferences.intro')}</p>
      <div className="settings__field">
        <label htmlFor={languageId}>{t('account_settings.preferences.language')}</label>
        <select
          id={languageId}
          value={chosenLanguage}
          onChange={(e) => setChosenLanguage(e.target.value)}
          data-testid="settings-language"
        >
          <option value="">{t('account_settings.preferences.follow_site')}</option>
          {languages.map((l) => (
            <option key={l.value} value={l.value} lang={l.alias}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className="settings__field">
        <label htmlFor={editionId}>{t('account_settings.preferences.edition')}</label>
        <select
          id={editionId}
          value={chosenEdition}
          onChange={(e) => setChosenEdition(e.target.value)}
          data-testid="settings-edition"
        >
          <option value="">{t('account_settings.preferences.follow_site')}</option>
          {editions.map((e) => (
            <option key={e.key} value={e.key}>
              {e.key === 'com' ? t('switcher.others') : region(e.key as EditionKey)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={saving} data-testid="settings-save">
        {t('account_settings.save')}
      </button>
      <SaveOutcome outcome={outcome} />
    </form>
  );
}
