import type { LanguageCode } from '@talkhire/config';
import type { ComponentType } from 'react';
import { useLanguage } from '../i18n/language-context';
import { lazyComponent } from '../ui/lazy-component';

export type Page = ComponentType<{ language: LanguageCode }>;
export type PageModule = Record<string, Page | undefined>;

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
const publicModules = import.meta.glob<PageModule>([
  './pages/home.ts',
  './pages/job-search.ts',
  './pages/job-detail.ts',
  './pages/companies.ts',
  './pages/remote-jobs.ts',
  './pages/onsite-jobs.ts',
  './pages/not-found.ts',
]);

/**
 * The public pages of issue 12, in the public runtime's table (src/public-main.tsx) and the app's
 * (./site-pages.tsx): the public runtime's holds no other page, so its entry names no other chunk.
 */
export const publicPages: PageRoute[] = [
  { path: '', ...publicPage('home', (m) => m.HomePage) },
  { path: 'job/:slug', ...publicPage('job-detail', (m) => m.JobDetailPage) },
  { path: 'companies', ...publicPage('companies', (m) => m.CompaniesPage) },
  { path: 'company/:slug', ...publicPage('companies', (m) => m.CompanyPage) },
  { path: 'onsite-job', ...publicPage('onsite-jobs', (m) => m.OnsiteJobsPage) },
  { path: 'remote-jobs', ...publicPage('remote-jobs', (m) => m.RemoteJobsPage) },
  { path: 'job-search', ...publicPage('job-search', (m) => m.JobSearchPage) },
  // Search URLs of spec §2 ('{query}-jobs', '{query}-jobs-in-{location}'); other slugs are not found.
  { path: ':slug', ...publicPage('job-search', (m) => m.SearchSlugPage) },
  { path: '*', ...publicPage('not-found', (m) => m.NotFoundPage) },
];

/** A page in its language; the public runtime renders it where the router would. */
export function LazyPage({ page }: { page: PageRoute }) {
  return <page.Component language={useLanguage()} />;
}

/** A page of a feature's chunk, `pick`ed from the chunk's exports, loaded through `modules`. */
export function pageOf(
  modules: Record<string, () => Promise<PageModule>>,
  feature: string,
  pick: (module: PageModule) => Page | undefined,
) {
  // Glob keys are relative to the module that globbed: './pages/…' here, '../app/pages/…' there.
  const load = Object.entries(modules).find(([key]) => key.endsWith(`/pages/${feature}.ts`))?.[1];
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

function publicPage(feature: string, pick: (module: PageModule) => Page | undefined) {
  return { public: true as const, ...pageOf(publicModules, feature, pick) };
}
