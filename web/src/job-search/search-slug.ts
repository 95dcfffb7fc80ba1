import { noFilterSlug } from '@talkhire/config';

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
