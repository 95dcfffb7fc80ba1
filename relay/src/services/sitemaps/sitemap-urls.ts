import {
  type Edition,
  editionOwnedAlternates,
  editionPageAlternates,
  jobPath,
  pageAddress,
} from '@talkhire/config';
import type { LandingPage } from './landing-pages';
import type { OpenJobPage } from './open-jobs';

/** One `<url>` of a sitemap: the page, when it last changed, and its address in every language. */
export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  alternates: { hreflang: string; href: string }[];
}

/**
 * Job pages of an edition, each listed in the edition's SEO language with the alternates its own
 * head names (`editionOwnedAlternates`: the ten languages for the job's edition at
 * `/{lang}/job/{title-slug}-{id}`, without `?country=`, a job having one edition; x-default in
 * English), so the sitemap and the page say the same.
 */
export function jobPageUrls(origin: string, edition: Edition): (job: OpenJobPage) => SitemapUrl {
  return (job) => {
    const path = jobPath('en', job);
    return {
      loc: pageAddress(origin, edition.seoLanguage, path),
      lastmod: job.updatedAt,
      alternates: editionOwnedAlternates(origin, path, edition),
    };
  };
}

/**
 * A landing page of an edition: what it shows depends on the edition, so each address names it in
 * `?country=`, as the page's own canonical does (packages/config page-address.ts). The alternates
 * are the edition's ten languages and x-default, the worldwide edition in English; the page's head
 * adds the other editions, which would not fit a sitemap part.
 */
export function landingPageUrl(origin: string, edition: Edition, page: LandingPage): SitemapUrl {
  const [path = '/', search = ''] = page.path.split('?');
  const query = new URLSearchParams(search);
  return {
    loc: pageAddress(origin, edition.seoLanguage, path, { query, edition }),
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    alternates: editionPageAlternates(origin, path, query, [edition]),
  };
}
