import { editionById, type LanguageCode } from '@talkhire/config';
import { type TJobCard, ZJobSearchRequest } from '@talkhire/contracts';
import type { Db } from '../db/database';
import { searchJobs } from '../services/jobs';

/** A mail lists at most this many jobs; the count says how many more there are. */
export const jobsPerMail = 20;
const pageSize = 100;
/** Beyond this a digest says "500+" rather than reading the whole catalogue. */
const maxPages = 5;

export interface NewJobs {
  jobs: TJobCard[];
  total: number;
}

/**
 * The jobs matching an alert that were posted after `since` and no later than `until`: the job
 * search itself, newest first, read page by page until the jobs are older than `since`.
 */
export async function findNewJobs(
  db: Db,
  alert: { keywords: string | null; filters: Record<string, unknown>; edition_id: number; language: string },
  since: Date,
  until: Date,
): Promise<NewJobs> {
  const edition = editionById(alert.edition_id);
  if (!edition) return { jobs: [], total: 0 };
  const found: TJobCard[] = [];
  let total = 0;
  for (let page = 1; page <= maxPages; page++) {
    const request = ZJobSearchRequest.parse({
      ...alert.filters,
      query: alert.keywords ?? undefined,
      sort: 2,
      size: pageSize,
      page,
    });
    const result = await searchJobs(db, request, { edition, language: alert.language as LanguageCode });
    let older = false;
    for (const job of result.jobs) {
      const posted = Date.parse(job.posted_at);
      if (posted <= since.getTime()) {
        older = true;
        break;
      }
      if (posted > until.getTime()) continue;
      total++;
      if (found.length < jobsPerMail) found.push(job);
    }
    if (older || result.jobs.length < pageSize) break;
  }
  return { jobs: found, total };
}
