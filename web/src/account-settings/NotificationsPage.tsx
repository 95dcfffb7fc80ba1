import type { LanguageCode } from '@talkhire/config';
import type { TAccountSetting, TNotificationToggle } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { SaveOutcome, SettingsFrame } from './SettingsFrame';
import { useSaveSettings } from './use-account-setting';

const channels: { legend: string; toggles: TNotificationToggle[] }[] = [
  { legend: 'email', toggles: ['email_chat', 'email_system', 'email_tips'] },
  { legend: 'sms', toggles: ['sms_chat', 'sms_system'] },
];

/**
 * Account settings tab 'Notifications' at /account-settings/notifications: spec §3's email and SMS
 * toggles, each saved as it is switched. The relay's senders read them (account-settings service).
 */
export function NotificationsPage({ language }: { language: LanguageCode }) {
  return (
    <SettingsFrame language={language} tab="notifications" path="/account-settings/notifications">
      {(setting) => <Toggles setting={setting} />}
    </SettingsFrame>
  );
}

function Toggles({ setting }: { setting: TAccountSetting }) {
  const { t } = useTranslation();
  const { save, outcome, saving, pending } = useSaveSettings();
  const shown = { ...setting.notifications, ...pending?.notifications };
  return (
    <div className="settings__body">
      <p className="muted">{t('account_settings.notifications.intro')}</p>
      {channels.map((channel) => (
        <fieldset key={channel.legend} className="settings__group" disabled={saving}>
          <legend>{t(`account_settings.notifications.${channel.legend}`)}</legend>
          {channel.toggles.map((toggle) => (
            <label key={toggle} className="settings__choice">
              <input
                type="checkbox"
                checked={shown[toggle]}
                onChange={(e) => void save({ notifications: { [toggle]: e.target.checked } })}
                data-testid={`toggle-${toggle}`}
              />
              <span>{t(`account_settings.notifications.${toggle}`)}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <SaveOutcome outcome={outcome} />
    </div>
  );
}
