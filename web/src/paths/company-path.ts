import { type LanguageCode, slugify, withLanguagePath } from '@talkhire/config';

/** A company lives at /company/{name-slug}-{id}, under the language prefix when there is one (as jobs do). */
export function companyPath(
  language: LanguageCode,
  company: { id: number; name: string },
  tab?: CompanyTab,
): string {
  const slug = slugify(company.name);
  const path = withLanguagePath(language, `/company/${slug ? `${slug}-` : ''}${company.id}`);
  return tab && tab !== 'overview' ? `${path}?tab=${tab}` : path;
}

/** Spec §2 company tabs, in the order shown. */
export const companyTabs = ['overview', 'jobs', 'life', 'about', 'remote'] as const;
export type CompanyTab = (typeof companyTabs)[number];

export function companyTabOf(value: string | null): CompanyTab {
  return companyTabs.find((t) => t === value) ?? 'overview';
}

/** The id at the end of a company slug, or null when the slug does not end with one. */
export function companyIdOfSlug(slug: string | undefined): number | null {
  const match = slug?.match(/(?:^|-)(\d{1,10})$/);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
