import { companyPath as companyPagePath, type LanguageCode } from '@talkhire/config';

// Company URLs are built and read on the relay too (crawlable pages), so the path lives in
// @talkhire/config; the tabs are the app's own.
export { companyIdOfSlug } from '@talkhire/config';

/** A company's page, with its tab as a parameter (the Overview tab has none). */
export function companyPath(
  language: LanguageCode,
  company: { id: number; name: string },
  tab?: CompanyTab,
): string {
  const path = companyPagePath(language, company);
  return tab && tab !== 'overview' ? `${path}?tab=${tab}` : path;
}

/** Spec §2 company tabs, in the order shown. */
export const companyTabs = ['overview', 'jobs', 'life', 'about', 'remote'] as const;
export type CompanyTab = (typeof companyTabs)[number];

export function companyTabOf(value: string | null): CompanyTab {
  return companyTabs.find((t) => t === value) ?? 'overview';
}
