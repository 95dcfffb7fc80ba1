import { type LanguageCode, languageCodes } from '@talkhire/config';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useLanguage } from '../i18n/language-context';
import { SiteError } from './SiteError';
import { SiteLayout } from './SiteLayout';

type Page = ComponentType<{ language: LanguageCode }>;

/** What the server needs of a matched route: the source module whose built chunk it preloads. */
export interface PageHandle {
  module: string;
}

/**
 * The seeker site's routes (spec §2). The pages of a feature are a chunk of their own, loaded
 * when a route of theirs matches: the server resolves it before rendering, the browser before
 * hydrating. `module` names the chunk's source in Vite's manifest, so the server can preload
 * exactly what the page needs.
 */
/** One file per feature in ./pages re-exports its pages: each is a chunk of its own. */
const pageModules = import.meta.glob<Record<string, Page | undefined>>('./pages/*.ts');

const pages: { path: string; module: string; load: () => Promise<Page> }[] = [
  { path: '', ...page('home', (m) => m.HomePage) },
  { path: 'get-started', ...page('auth', (m) => m.GetStartedPage) },
  { path: 'change-password', ...page('auth', (m) => m.ChangePasswordPage) },
  { path: 'magic-link', ...page('auth', (m) => m.MagicLinkPage) },
  { path: 'qr-login/:token', ...page('auth', (m) => m.QrLoginPhonePage) },
  { path: 'jobseeker-login-redirect', ...page('auth', (m) => m.LoginRedirectPage) },
  { path: 'verify-email', ...page('auth', (m) => m.VerifyEmailPage) },
  { path: 'job/:slug', ...page('job-detail', (m) => m.JobDetailPage) },
  { path: 'job/:slug/apply/success', ...page('apply', (m) => m.ApplySuccessPage) },
  { path: 'applied-jobs', ...page('apply', (m) => m.AppliedJobsPage) },
  { path: 'chat/:chatId?', ...page('chat', (m) => m.ChatPage) },
  { path: 'companies', ...page('companies', (m) => m.CompaniesPage) },
  { path: 'company/:slug', ...page('companies', (m) => m.CompanyPage) },
  { path: 'account-settings/block-company', ...page('account-settings', (m) => m.BlockCompanyPage) },
  { path: 'my-jobs/:tab?', ...page('my-jobs', (m) => m.MyJobsPage) },
  // The jobs issue builds the real /onsite-job; until then it shows the home page.
  { path: 'onsite-job', ...page('home', (m) => m.HomePage) },
  { path: 'jobseeker-complete-profile/:step?', ...page('complete-profile', (m) => m.CompleteProfilePage) },
  { path: 'remote-jobs', ...page('remote-jobs', (m) => m.RemoteJobsPage) },
  { path: 'job-search', ...page('job-search', (m) => m.JobSearchPage) },
  { path: 'account-settings/job-alert', ...page('job-alerts', (m) => m.JobAlertSettingsPage) },
  { path: 'job-alert/unsubscribe', ...page('job-alerts', (m) => m.UnsubscribePage) },
  // Search URLs of spec §2 ('{query}-jobs', '{query}-jobs-in-{location}'); other slugs are not found.
  { path: ':slug', ...page('job-search', (m) => m.SearchSlugPage) },
  { path: '*', ...page('not-found', (m) => m.NotFoundPage) },
];

/**
 * The pages under every language prefix: '/' is English, '/ar/…' Arabic, and so on. A static
 * prefix outranks the English ':slug' and '*', so '/ar/x' is Arabic, never an English search.
 */
export function pageRoutes(): RouteObject[] {
  const prefixes = ['/', ...languageCodes.map((code) => `/${code}`)];
  return [
    {
      id: 'site',
      Component: SiteLayout,
      ErrorBoundary: SiteError,
      children: prefixes.map((prefix) => ({ path: prefix, children: pages.map(pageRoute) })),
    },
  ];
}

function pageRoute({ path, module, load }: (typeof pages)[number]): RouteObject {
  const handle: PageHandle = { module };
  const lazy = async () => {
    const Page = await load();
    return { Component: () => <Page language={useLanguage()} /> };
  };
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

function page(feature: string, pick: (module: Record<string, Page | undefined>) => Page | undefined) {
  const load = pageModules[`./pages/${feature}.ts`];
  if (!load) throw new Error(`no page module for ${feature}`);
  return {
    module: `src/app/pages/${feature}.ts`,
    load: async () => {
      const Page = pick(await load());
      if (!Page) throw new Error(`a page of ${feature} is missing`);
      return Page;
    },
  };
}
