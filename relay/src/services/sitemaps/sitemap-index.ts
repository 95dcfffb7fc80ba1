import { editions } from '@talkhire/config';
import { endpointPath, endpoints } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { openJobsChanged } from './open-jobs';
import { type SitemapLimits, sitemapParts } from './sitemap-parts';
import { sitemapIndexXml } from './sitemap-xml';

/**
 * The sitemap index: every part of every edition's sitemap, each with when the edition's open
 * jobs last changed (the parts of one edition share it: finding each part's own would read every
 * job's row, where sizing the parts reads only the search index).
 */
export async function sitemapIndex(db: Db, origin: string, limits: SitemapLimits): Promise<string> {
  const changed = await openJobsChanged(db);
  const sitemaps = [];
  for (const edition of editions) {
    const lastmod = changed.get(edition.id) ?? null;
    const parts = await sitemapParts(db, edition, origin, limits);
    for (const [index] of parts.entries())
      sitemaps.push({
        loc: `${origin}${endpointPath(endpoints.sitemaps.editionSitemap, { edition: edition.key, part: index + 1 })}`,
        lastmod,
      });
  }
  return sitemapIndexXml(sitemaps);
}
