import { type Page, type PageModule, type PageRoute, pageOf, publicPages } from '../app';

/** Every page's chunk; the public pages' are loaded through their own table (../app/public-pages.tsx). */
const appModules = import.meta.glob<PageModule>('../app/pages/*.ts');

/** Every page of the seeker site (spec §2), public or not: the app's route table (./page-routes.tsx). */
export const sitePages: PageRoute[] = [
  ...publicPages,
  { path: 'get-started', ...appPage('auth', (m) => m.GetStartedPage) },
  { path: 'change-password', ...appPage('auth', (m) => m.ChangePasswordPage) },
  { path: 'magic-link', ...appPage('auth', (m) => m.MagicLinkPage) },
  { path: 'qr-login/:token', ...appPage('auth', (m) => m.QrLoginPhonePage) },
  { path: 'jobseeker-login-redirect', ...appPage('auth', (m) => m.LoginRedirectPage) },
  { path: 'verify-email', ...appPage('auth', (m) => m.VerifyEmailPage) },
  { path: 'job/:slug/apply/success', ...appPage('apply', (m) => m.ApplySuccessPage) },
  { path: 'applied-jobs', ...appPage('apply', (m) => m.AppliedJobsPage) },
  { path: 'chat/:chatId?', ...appPage('chat', (m) => m.ChatPage) },
  { path: 'notifications', ...appPage('notifications', (m) => m.NotificationsPage) },
  { path: 'account-settings/account', ...appPage('account-settings', (m) => m.AccountTab) },
  { path: 'account-settings/block-company', ...appPage('account-settings', (m) => m.BlockCompanyPage) },
  { path: 'account-settings/account-setting', ...appPage('account-settings', (m) => m.AccountSettingPage) },
  {
    path: 'account-settings/greeting-messages',
    ...appPage('account-settings', (m) => m.GreetingMessagesPage),
  },
  { path: 'account-settings/notifications', ...appPage('account-settings', (m) => m.NotificationsPage) },
  { path: 'account-settings/settings', ...appPage('account-settings', (m) => m.SettingsPage) },
  { path: 'my-jobs/:tab?', ...appPage('my-jobs', (m) => m.MyJobsPage) },
  { path: 'profile', ...appPage('profile', (m) => m.ProfilePage) },
  { path: 'jobseeker-complete-profile/:step?', ...appPage('complete-profile', (m) => m.CompleteProfilePage) },
  { path: 'free-resume-template', ...appPage('resume-templates', (m) => m.FreeResumeTemplatePage) },
  { path: 'feedback', ...appPage('feedback', (m) => m.FeedbackPage) },
  { path: 'currency-converter', ...appPage('currency-converter', (m) => m.CurrencyConverterPage) },
  { path: 'invite-friends', ...appPage('invites', (m) => m.InviteFriendsPage) },
  { path: 'invite/:code', ...appPage('invites', (m) => m.InvitationPage) },
  { path: 'account-settings/job-alert', ...appPage('job-alerts', (m) => m.JobAlertSettingsPage) },
  { path: 'job-alert/unsubscribe', ...appPage('job-alerts', (m) => m.UnsubscribePage) },
];

function appPage(feature: string, pick: (module: PageModule) => Page | undefined) {
  return pageOf(appModules, feature, pick);
}
