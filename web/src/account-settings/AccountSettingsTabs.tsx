import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The seven account settings tabs of spec §2, in its order, the current one marked. */
const tabs = [
  { path: '/account-settings/account', label: 'account_settings.tabs.account' },
  { path: '/account-settings/account-setting', label: 'account_settings.tabs.account_settings' },
  { path: '/account-settings/greeting-messages', label: 'account_settings.tabs.greeting' },
  { path: '/account-settings/job-alert', label: 'alerts.settings_tab' },
  { path: '/account-settings/notifications', label: 'account_settings.tabs.notifications' },
  { path: '/account-settings/settings', label: 'account_settings.tabs.settings' },
  { path: '/account-settings/block-company', label: 'companies.settings.title' },
] as const;

export function AccountSettingsTabs({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('alerts.settings_title')}>
      <ul className="account-settings__tabs" data-testid="account-settings-tabs">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={withLanguagePath(language, tab.path)}>{t(tab.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
