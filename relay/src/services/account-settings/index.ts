/** The account-settings feature's public entry: what other folders may import from it. */
export { chatMailNoticeTask } from './chat-mail-notices';
export { greetingToSend } from './greeting-messages';
export { allowsNotice, mayNotify, type NotificationKind } from './notification-preferences';
export { profileVisibilityOf } from './profile-visibility';
export { accountSettingsRoutes } from './routes';
export { readSeekerSettings } from './seeker-settings';
