import { type LanguageCode, withLanguagePath } from './languages';

/**
 * Spec §2 job search URLs: 'job-search' without a filter, '{query}-jobs' with one, and
 * '{query}-jobs-in-{location}' with a query and a location. Slugs keep letters of every script.
 */
export interface SearchSlug {
  query?: string;
  location?: string;
}

export const noFilterSlug = 'job-search';

/**
 * Whether a first path segment is a job search URL of spec §2: 'job-search', '{query}-jobs',
 * '{query}-jobs-in-{location}' (or 'jobs-in-{location}', written for a location alone).
 */
export function isSearchSlug(slug: string): boolean {
  return (
    slug === noFilterSlug ||
    (slug.length > '-jobs'.length && slug.endsWith('-jobs')) ||
    /.-jobs-in-./.test(slug) ||
    /^jobs-in-./.test(slug)
  );
}

/** The text key of a search page's title, by what the search names (the relay and the app agree). */
export function searchTitleKey({ query, location }: SearchSlug): string {
  if (query && location) return 'seo.search_title_query_location';
  if (query) return 'seo.search_title_query';
  if (location) return 'seo.search_title_location';
  return 'seo.search_title_all';
}

/**
 * A page's meta description from free text: search engines show about 155 characters, so longer
 * text is cut at a word where it can be. The relay's job page head and the app write the same.
 */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  const cut = flat.slice(0, 154);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}

/** Spec §2: a job lives at /job/{title-slug}-{id}, under the language prefix when there is one. */
export function jobPath(language: LanguageCode, job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  return withLanguagePath(language, `/job/${slug ? `${slug}-` : ''}${job.id}`);
}

/** The id at the end of a job slug, or null when the slug does not end with one. */
export function jobIdOfSlug(slug: string | undefined): number | null {
  const match = slug?.match(/(?:^|-)(\d{1,10})$/);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A company lives at /company/{name-slug}-{id}, under the language prefix when there is one (as jobs do). */
export function companyPath(language: LanguageCode, company: { id: number; name: string }): string {
  const slug = slugify(company.name);
  return withLanguagePath(language, `/company/${slug ? `${slug}-` : ''}${company.id}`);
}

/** The id at the end of a company slug, read as a job's is. */
export const companyIdOfSlug = jobIdOfSlug;

export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function toSearchSlug({ query, location }: SearchSlug): string {
  const q = query ? slugify(query) : '';
  const l = location ? slugify(location) : '';
  if (q && l) return `${q}-jobs-in-${l}`;
  if (q) return `${q}-jobs`;
  if (l) return `jobs-in-${l}`;
  return noFilterSlug;
}

/** Reads a slug back; the query comes back with spaces for dashes (a slug loses punctuation). */
export function parseSearchSlug(slug: string): SearchSlug {
  const clean = decodeURIComponent(slug).replace(/^\/+|\/+$/g, '');
  if (!clean || clean === noFilterSlug) return {};
  const unslug = (s: string) => s.replace(/-/g, ' ');
  const inAt = clean.lastIndexOf('-jobs-in-');
  if (inAt > 0)
    return { query: unslug(clean.slice(0, inAt)), location: clean.slice(inAt + '-jobs-in-'.length) };
  if (clean.startsWith('jobs-in-')) return { location: clean.slice('jobs-in-'.length) };
  if (clean.endsWith('-jobs')) return { query: unslug(clean.slice(0, -'-jobs'.length)) };
  return { query: unslug(clean) };
}

/** Spec §3: a function title key is its seo value plus '-' plus its id. */
export function functionTitleKey(seoValue: string, id: number): string {
  return `${seoValue}-${id}`;
}

export function parseFunctionTitleKey(key: string): number | null {
  const match = /-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
