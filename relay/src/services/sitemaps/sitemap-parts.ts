import type { Edition } from '@talkhire/config';
import type { Db } from '../../db/database';
import { envelopeBytes, jobEntrySize } from './entry-size';
import { landingPagesMax } from './landing-pages';
import { type JobCursor, openJobTitles } from './open-jobs';

/**
 * What one sitemap file may hold: the protocol's 50,000 addresses and 50 MiB uncompressed, less
 * a margin for jobs posted between sizing a part and writing it. With ten alternates per job a
 * part reaches the size first (about 1.4 kB per job, 2 kB with Japanese titles).
 */
export const sitemapLimits = { urls: 50_000, bytes: 50_000_000 };
export type SitemapLimits = typeof sitemapLimits;

/**
 * Room the first part keeps for the landing pages: as many addresses as there may be, and bytes
 * for the longest (a 200-character query in a script that takes 9 bytes a character once encoded,
 * about 24 kB with its alternates), but never more than a twentieth of the part. The landing pages
 * that do not fit are left out (edition-sitemap.ts): only tiny test limits get there.
 */
export function landingRoom(limits: SitemapLimits): { urls: number; bytes: number } {
  return {
    urls: landingPagesMax,
    bytes: Math.min(landingPagesMax * 24 * 1024, Math.floor(limits.bytes / 20)),
  };
}

/** Which of an edition's open jobs (newest first) one part lists: `take` of them after `after`. */
export interface SitemapPart {
  after: JobCursor;
  take: number;
}

/**
 * The parts of an edition's sitemap, sized from its jobs' titles: each holds as many jobs, in
 * order, as fit both limits; the first keeps room for the landing pages. A job moves on to a later
 * part as newer ones are posted, so a crawler reading the parts hours apart may miss one at a
 * border until its next visit; the newest jobs, in the first part, are the ones it reads most.
 * An edition without jobs still has its first part, for its landing pages.
 */
export async function sitemapParts(
  db: Db,
  edition: Edition,
  origin: string,
  limits: SitemapLimits,
): Promise<SitemapPart[]> {
  const size = jobEntrySize(origin, edition);
  const parts: SitemapPart[] = [{ after: null, take: 0 }];
  const room = landingRoom(limits);
  let urls = room.urls;
  let bytes = envelopeBytes + room.bytes;
  let previous: JobCursor = null;
  for await (const jobs of openJobTitles(db, edition))
    for (const job of jobs) {
      const entry = size(job);
      if (urls + 1 > limits.urls || bytes + entry > limits.bytes) {
        parts.push({ after: previous, take: 0 });
        urls = 0;
        bytes = envelopeBytes;
      }
      const part = parts.at(-1)!;
      part.take += 1;
      urls += 1;
      bytes += entry;
      previous = job.cursor;
    }
  return parts;
}

/** Refuses limits that leave a part no room for a job, at start-up rather than on a crawl. */
export function checkSitemapLimits(limits: SitemapLimits): void {
  const room = landingRoom(limits);
  if (limits.urls <= room.urls || limits.bytes < envelopeBytes + room.bytes + 32 * 1024)
    throw new Error(`a sitemap part must hold ${room.urls} landing pages and a job besides`);
}
