import type { LanguageCode } from '@talkhire/config';
import type { ComponentType } from 'react';
import { useLanguage } from '../i18n/language-context';
import { lazyComponent } from '../ui/lazy-component';

export type Page = ComponentType<{ language: LanguageCode }>;

/** A page: its path under a language prefix, the chunk it is in, and its component from there. */
export interface PageRoute {
  path: string;
  module: string;
  Component: Page;
  /**
   * A public page (issue 12): served with the public runtime (src/public-main.tsx), whose links
   * load pages from the server, so it carries neither the router nor i18next.
   */
  public?: true;
  preload: () => Promise<Page>;
}

/** One file per feature in ./pages re-exports its pages: each is a chunk of its own. */
const pageModules = import.meta.glob<Record<string, Page | undefined>>('./pages/*.ts');

export const sitePages: PageRoute[] = [
  { path: '', public: true, ...page('home', (m) => m.HomePage) },
  { path: 'get-started', ...page('auth', (m) => m.GetStartedPage) },
  { path: 'change-password', ...page('auth', (m) => m.ChangePasswordPage) },
  { path: 'magic-link', ...page('auth', (m) => m.MagicLinkPage) },
  { path: 'qr-login/:token', ...page('auth', (m) => m.QrLoginPhonePage) },
  { path: 'jobseeker-login-redirect', ...page('auth', (m) => m.LoginRedirectPage) },
  { path: 'verify-email', ...page('auth', (m) => m.VerifyEmailPage) },
  { path: 'job/:slug', public: true, ...page('job-detail', (m) => m.JobDetailPage) },
  { path: 'job/:slug/apply/success', ...page('apply', (m) => m.ApplySuccessPage) },
  { path: 'applied-jobs', ...page('apply', (m) => m.AppliedJobsPage) },
  { path: 'chat/:chatId?', ...page('chat', (m) => m.ChatPage) },
  { path: 'notifications', ...page('notifications', (m) => m.NotificationsPage) },
  { path: 'companies', public: true, ...page('companies', (m) => m.CompaniesPage) },
  { path: 'company/:slug', public: true, ...page('companies', (m) => m.CompanyPage) },
  { path: 'account-settings/account', ...page('account-settings', (m) => m.AccountTab) },
  { path: 'account-settings/block-company', ...page('account-settings', (m) => m.BlockCompanyPage) },
  { path: 'account-settings/account-setting', ...page('account-settings', (m) => m.AccountSettingPage) },
  {
    path: 'account-settings/greeting-messages',
    ...page('account-settings', (m) => m.GreetingMessagesPage),
  },
  { path: 'account-settings/notifications', ...page('account-settings', (m) => m.NotificationsPage) },
  { path: 'account-settings/settings', ...page('account-settings', (m) => m.SettingsPage) },
  { path: 'my-jobs/:tab?', ...page('my-jobs', (m) => m.MyJobsPage) },
  { path: 'profile', ...page('profile', (m) => m.ProfilePage) },
  { path: 'onsite-job', public: true, ...page('onsite-jobs', (m) => m.OnsiteJobsPage) },
  { path: 'jobseeker-complete-profile/:step?', ...page('complete-profile', (m) => m.CompleteProfilePage) },
  { path: 'remote-jobs', public: true, ...page('remote-jobs', (m) => m.RemoteJobsPage) },
  { path: 'free-resume-template', ...page('resume-templates', (m) => m.FreeResumeTemplatePage) },
  { path: 'feedback', ...page('feedback', (m) => m.FeedbackPage) },
  { path: 'currency-converter', ...page('currency-converter', (m) => m.CurrencyConverterPage) },
  { path: 'invite-friends', ...page('invites', (m) => m.InviteFriendsPage) },
  { path: 'invite/:code', ...page('invites', (m) => m.InvitationPage) },
  { path: 'job-search', public: true, ...page('job-search', (m) => m.JobSearchPage) },
  { path: 'account-settings/job-alert', ...page('job-alerts', (m) => m.JobAlertSettingsPage) },
  { path: 'job-alert/unsubscribe', ...page('job-alerts', (m) => m.UnsubscribePage) },
  // Search URLs of spec §2 ('{query}-jobs', '{query}-jobs-in-{location}'); other slugs are not found.
  { path: ':slug', public: true, ...page('job-search', (m) => m.SearchSlugPage) },
  { path: '*', public: true, ...page('not-found', (m) => m.NotFoundPage) },
];

/** A page in its language; the public runtime renders it where the router would. */
export function LazyPage({ page }: { page: PageRoute }) {
  return <page.Component language={useLanguage()} />;
}

function page(feature: string, pick: (module: Record<string, Page | undefined>) => Page | undefined) {
  const load = pageModules[`./pages/${feature}.ts`];
  if (!load) throw new Error(`no page module for ${feature}`);
  return {
    module: `src/app/pages/${feature}.ts`,
    ...lazyComponent(async () => {
      const Page = pick(await load());
      if (!Page) throw new Error(`a page of ${feature} is missing`);
      return Page;
    }),
  };
}
