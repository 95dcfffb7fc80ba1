import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The account settings tabs of spec §2 that exist so far, the current one marked. */
const tabs = [
  { path: '/account-settings/job-alert', label: 'alerts.settings_tab' },
  { path: '/account-settings/block-company', label: 'companies.settings.title' },
] as const;

export function AccountSettingsTabs({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('alerts.settings_title')}>
      <ul className="account-settings__tabs">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={withLanguagePath(language, tab.path)}>{t(tab.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
