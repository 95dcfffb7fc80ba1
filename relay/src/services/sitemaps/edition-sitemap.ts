import type { Edition } from '@talkhire/config';
import type { Db } from '../../db/database';
import { landingPages } from './landing-pages';
import { openJobPages, openJobsChanged } from './open-jobs';
import { landingRoom, type SitemapLimits, sitemapParts } from './sitemap-parts';
import { jobPageUrls, landingPageUrl } from './sitemap-urls';
import { urlsetEnd, urlsetStart, urlXml } from './sitemap-xml';

/**
 * One part of an edition's sitemap as a stream of XML text, or null when the edition has fewer
 * parts. The landing pages open the first part, within the room kept for them; jobs are read and
 * written a batch at a time, so a part of 50,000 jobs costs the memory of one batch.
 */
export async function editionSitemap(
  db: Db,
  options: { origin: string; edition: Edition; part: number; limits: SitemapLimits },
): Promise<AsyncIterable<string> | null> {
  const { origin, edition, part, limits } = options;
  const range = (await sitemapParts(db, edition, origin, limits))[part - 1];
  if (!range) return null;
  const jobUrl = jobPageUrls(origin, edition);
  // Nothing is read until the stream is: a HEAD request learns the part exists, and no more.
  return (async function* () {
    yield urlsetStart;
    if (part === 1) yield await landingXml(db, origin, edition, landingRoom(limits).bytes);
    for await (const jobs of openJobPages(db, edition, range))
      yield jobs.map((job) => urlXml(jobUrl(job))).join('');
    yield urlsetEnd;
  })();
}

/** The landing pages' entries, as many as fit the bytes kept for them. */
async function landingXml(db: Db, origin: string, edition: Edition, room: number): Promise<string> {
  const lastmod = (await openJobsChanged(db, edition)).get(edition.id) ?? null;
  let xml = '';
  for (const page of await landingPages(db, edition, lastmod)) {
    const entry = urlXml(landingPageUrl(origin, edition, page));
    if (Buffer.byteLength(xml) + Buffer.byteLength(entry) > room) break;
    xml += entry;
  }
  return xml;
}
