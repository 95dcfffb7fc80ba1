import type { LanguageCode } from '@talkhire/config';
import { jobSeekingStatuses, profileVisibilities, type TAccountSetting } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { SaveOutcome, SettingsFrame } from './SettingsFrame';
import { useSaveSettings } from './use-account-setting';

/**
 * Account settings tab 'Account Settings' at /account-settings/account-setting: the job-seeking
 * status and who may open the profile. Each choice is saved as it is made.
 */
export function AccountSettingPage({ language }: { language: LanguageCode }) {
  return (
    <SettingsFrame language={language} tab="account_settings" path="/account-settings/account-setting">
      {(setting) => <StatusAndVisibility setting={setting} />}
    </SettingsFrame>
  );
}

function StatusAndVisibility({ setting }: { setting: TAccountSetting }) {
  const { t } = useTranslation();
  const { save, outcome, saving, pending } = useSaveSettings();
  const status =
    pending?.job_seeking_status !== undefined ? pending.job_seeking_status : setting.job_seeking_status;
  const visibility = pending?.profile_visibility ?? setting.profile_visibility;
  return (
    <div className="settings__body">
      <fieldset className="settings__group" disabled={saving}>
        <legend>{t('account_settings.status.title')}</legend>
        <p className="muted">{t('account_settings.status.intro')}</p>
        {jobSeekingStatuses.map((option) => (
          <label key={option} className="settings__choice">
            <input
              type="radio"
              name="job_seeking_status"
              value={option}
              checked={status === option}
              onChange={() => void save({ job_seeking_status: option })}
              data-testid={`status-${option}`}
            />
            <span>{t(`account_settings.status.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="settings__group" disabled={saving}>
        <legend>{t('account_settings.visibility.title')}</legend>
        <p className="muted">{t('account_settings.visibility.intro')}</p>
        {profileVisibilities.map((option) => (
          <label key={option} className="settings__choice">
            <input
              type="radio"
              name="profile_visibility"
              value={option}
              checked={visibility === option}
              onChange={() => void save({ profile_visibility: option })}
              data-testid={`visibility-${option}`}
            />
            <span>{t(`account_settings.visibility.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <SaveOutcome outcome={outcome} />
    </div>
  );
}
