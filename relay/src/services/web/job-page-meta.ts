import { editionById, editionOwnedAlternates, jobPath, jobTexts, pageAddress } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { readJobDetail } from '../jobs';
import type { PageMeta } from './html-head';
import { jobPosting } from './job-posting';
import { type PageRequest, textsIn, withSiteName } from './page-request';

/**
 * A job page: its title, a description from the job's own text (the texts the app sets too), the
 * canonical address (with the title's slug, whatever slug the visitor came by), the job in every
 * language for its edition, and the JobPosting while it is open. Closed jobs and unknown ids are
 * not indexed.
 */
export async function jobPageMeta(db: Db, page: PageRequest, jobId: number): Promise<PageMeta> {
  const { language } = page;
  let job: TJobDetail;
  try {
    job = await readJobDetail(db, jobId, language);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      language,
      title: withSiteName(language, translate(language, 'jobseeker', 'job.not_found_title')),
      noindex: true,
    };
  }
  const path = jobPath('en', job);
  const canonical = pageAddress(page.origin, language, path);
  const open = job.status === 'active';
  return {
    language,
    ...jobTexts(textsIn(language), job),
    canonical,
    alternates: editionOwnedAlternates(page.origin, path, editionById(job.country_id)),
    noindex: !open,
    structuredData: open ? [jobPosting(job, canonical)] : [],
  };
}
