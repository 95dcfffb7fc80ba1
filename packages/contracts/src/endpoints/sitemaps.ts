import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZSitemapParams } from '../sitemaps';

/**
 * What crawlers read before the pages: which addresses they may visit, and every public page
 * worth indexing, per edition, with its address in each interface language.
 */
export const sitemapsEndpoints = {
  robots: endpoint({
    method: 'GET',
    path: '/robots.txt',
    summary:
      'For crawlers: the public pages are allowed, the signed-in areas, sign-in hand-offs, the profile wizard and the API are not; names the sitemap index. The employer (Boss) site disallows everything on its own port.',
    auth: 'anyone',
    answer: 'text',
    errors: [],
  }),
  sitemapIndex: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    summary: 'The sitemap index: every part of every edition’s sitemap, with when its jobs last changed.',
    auth: 'anyone',
    answer: 'xml',
    errors: [],
  }),
  editionSitemap: endpoint({
    method: 'GET',
    path: '/sitemaps/:edition-:part.xml',
    summary:
      'One part of an edition’s sitemap: its search landing pages (first part) and open jobs, newest first, each with its address in the ten languages (hreflang) and its last change.',
    auth: 'anyone',
    params: ZSitemapParams,
    answer: 'xml',
    errors: [errorCodes.notFound],
  }),
};
