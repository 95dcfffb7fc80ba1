/** The account-settings pages, one chunk loaded when one of them is opened (see page-routes). */
export {
  AccountSettingPage,
  AccountTab,
  BlockCompanyPage,
  GreetingMessagesPage,
  NotificationsPage,
  SettingsPage,
} from '../../account-settings';
