/**
 * Spec §2 job search URLs: 'job-search' without a filter, '{query}-jobs' with one, and
 * '{query}-jobs-in-{location}' with a query and a location. Slugs keep letters of every script.
 */
export interface SearchSlug {
  query?: string;
  location?: string;
}

export const noFilterSlug = 'job-search';

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
