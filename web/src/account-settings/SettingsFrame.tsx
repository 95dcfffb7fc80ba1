import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TAccountSetting } from '@talkhire/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { usePageHead } from '../ui/use-page-head';
import { AccountSettingsTabs } from './AccountSettingsTabs';
import { useAccountSetting } from './use-account-setting';
import './account-settings.css';
import { Redirect } from '../ui/Redirect';

export type SettingsTab = 'account_settings' | 'greeting' | 'notifications' | 'settings';

/**
 * One of this feature's tabs: signed-out visitors go to /get-started and come back; the tab's
 * content is drawn once the settings read (GET /account-setting) is there.
 */
export function SettingsFrame({
  language,
  tab,
  path,
  children,
}: {
  language: LanguageCode;
  tab: SettingsTab;
  /** The tab's own path, to come back to after signing in. */
  path: string;
  children: (setting: TAccountSetting) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageHead({ title: t(`account_settings.tabs.${tab}`), description: null });
  const setting = useAccountSetting(Boolean(user));
  if (!user) {
    const here = withLanguagePath(language, path);
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
        replace
      />
    );
  }
  return (
    <main className="section account-settings" data-testid={`settings-${tab}`}>
      <h1>{t('alerts.settings_title')}</h1>
      <AccountSettingsTabs language={language} />
      <h2>{t(`account_settings.tabs.${tab}`)}</h2>
      {setting.isPending && <p role="status">{t('account_settings.loading')}</p>}
      {setting.isError && <p role="alert">{t('account_settings.load_failed')}</p>}
      {setting.data && children(setting.data)}
    </main>
  );
}

/** The outcome of the last save, announced politely. */
export function SaveOutcome({ outcome }: { outcome: 'idle' | 'saved' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="settings__outcome" data-testid="settings-outcome">
      {outcome === 'saved' && t('account_settings.saved')}
      {outcome === 'failed' && t('account_settings.save_failed')}
    </p>
  );
}
