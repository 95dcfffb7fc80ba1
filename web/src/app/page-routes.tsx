import { isLanguageCode, type LanguageCode, languageCodes } from '@talkhire/config';
import { type ComponentType, useMemo } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, renderMatches, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/language-context';
import { lazyComponent } from '../ui/lazy-component';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SiteLayout } from './SiteLayout';

/**
 * The seeker site's routes (spec §2), every page under every language prefix: '/' is English,
 * '/ar/…' Arabic, and so on. A static prefix outranks the English ':slug' and '*', so '/ar/x' is
 * Arabic, never an English search. React Router's declarative mode: the pages fetch their own data
 * through TanStack Query, so the data router (and its 16 KB gzip) has nothing to do.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useMemo(() => renderMatches(matchesAt(pathname)), [pathname]);
  // No Suspense boundary: the page's chunk is loaded before the first render (server and browser),
  // and a navigation is a transition, which keeps the last page on screen while the next one loads.
  // A boundary here would hydrate the site after the shell, whose "hydrated" effect would then run
  // first and let the page's refusals be asked again while hydrating (a mismatch).
  return <PageErrorBoundary pathname={pathname}>{element}</PageErrorBoundary>;
}

/**
 * Loads the chunks of the pages a path shows, and names their sources in Vite's manifest: the
 * server loads them before rendering and preloads them in the HTML; the browser loads them before
 * hydrating, so nothing suspends where the server had the page.
 */
export async function loadPagesAt(pathname: string): Promise<string[]> {
  const matched = (matchesAt(pathname) ?? []).flatMap(({ route }) => {
    const page = (route.handle as { page?: PageRoute } | undefined)?.page;
    return page ? [page] : [];
  });
  await Promise.all(matched.map((page) => page.preload()));
  return matched.map((page) => page.module);
}

/**
 * The routes a path matches, worked out once per path, against its language prefix's routes only:
 * React Router flattens and ranks every route it is given on every match, and the whole site is
 * 400 (36 pages under 11 prefixes), which was a fifth of a server render's time when each render
 * matched again, and ~75 ms of opening a chat in the browser. Bounded, as the server sees endless
 * job addresses.
 */
function matchesAt(pathname: string): RouteMatch[] | null {
  let matches = matchCache.get(pathname);
  if (matches === undefined) {
    if (matchCache.size >= matchCacheMax) matchCache.clear();
    matches = matchRoutes(siteRoutes.get(languagePrefixOf(pathname)) ?? [], pathname);
    matchCache.set(pathname, matches);
  }
  return matches;
}

/** '/ar' for '/ar/…' (a static prefix outranks the English ':slug' and '*'); '/' otherwise. */
function languagePrefixOf(pathname: string): string {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return isLanguageCode(first) ? `/${first}` : '/';
}

const matchCache = new Map<string, RouteMatch[] | null>();
const matchCacheMax = 2_000;

type Page = ComponentType<{ language: LanguageCode }>;

/** A page: its path under a language prefix, the chunk it is in, and its component from there. */
interface PageRoute {
  path: string;
  module: string;
  Component: Page;
  preload: () => Promise<Page>;
}

/** One file per feature in ./pages re-exports its pages: each is a chunk of its own. */
const pageModules = import.meta.glob<Record<string, Page | undefined>>('./pages/*.ts');

const pages: PageRoute[] = [
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
  { path: 'notifications', ...page('notifications', (m) => m.NotificationsPage) },
  { path: 'companies', ...page('companies', (m) => m.CompaniesPage) },
  { path: 'company/:slug', ...page('companies', (m) => m.CompanyPage) },
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
  { path: 'onsite-job', ...page('onsite-jobs', (m) => m.OnsiteJobsPage) },
  { path: 'jobseeker-complete-profile/:step?', ...page('complete-profile', (m) => m.CompleteProfilePage) },
  { path: 'remote-jobs', ...page('remote-jobs', (m) => m.RemoteJobsPage) },
  { path: 'free-resume-template', ...page('resume-templates', (m) => m.FreeResumeTemplatePage) },
  { path: 'feedback', ...page('feedback', (m) => m.FeedbackPage) },
  { path: 'currency-converter', ...page('currency-converter', (m) => m.CurrencyConverterPage) },
  { path: 'invite-friends', ...page('invites', (m) => m.InviteFriendsPage) },
  { path: 'invite/:code', ...page('invites', (m) => m.InvitationPage) },
  { path: 'job-search', ...page('job-search', (m) => m.JobSearchPage) },
  { path: 'account-settings/job-alert', ...page('job-alerts', (m) => m.JobAlertSettingsPage) },
  { path: 'job-alert/unsubscribe', ...page('job-alerts', (m) => m.UnsubscribePage) },
  // Search URLs of spec §2 ('{query}-jobs', '{query}-jobs-in-{location}'); other slugs are not found.
  { path: ':slug', ...page('job-search', (m) => m.SearchSlugPage) },
  { path: '*', ...page('not-found', (m) => m.NotFoundPage) },
];

/** Each language prefix's routes: the site's layout, the prefix, every page under it. */
const siteRoutes = new Map<string, RouteObject[]>(
  ['/', ...languageCodes.map((code) => `/${code}`)].map((prefix) => [
    prefix,
    [
      {
        element: <SiteLayout />,
        children: [
          {
            path: prefix,
            children: pages.map(
              (page): RouteObject => ({
                ...(page.path === '' ? { index: true } : { path: page.path }),
                handle: { page },
                element: <LazyPage page={page} />,
              }),
            ),
          },
        ],
      },
    ],
  ]),
);

function LazyPage({ page }: { page: PageRoute }) {
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
