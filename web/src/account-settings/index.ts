/** The account-settings feature's public entry: what other folders may import from it. */
export { AccountSettingPage } from './AccountSettingPage';
export { AccountTab } from './AccountTab';
export { BlockCompanyPage } from './BlockCompanyPage';
export { GreetingMessagesPage } from './GreetingMessagesPage';
export { NotificationsPage } from './NotificationsPage';
export { SettingsPage } from './SettingsPage';
