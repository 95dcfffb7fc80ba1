import { editionById, jobPath, metaDescription } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { readJobDetail } from '../jobs';
import { alternatesOf } from './alternates';
import type { PageMeta } from './html-head';
import { jobPosting } from './job-posting';
import { type PageRequest, withSiteName } from './page-request';

/**
 * A job page: its title, a description from the job's own text, the canonical address (with the
 * title's slug, whatever slug the visitor came by), the job in every language for its edition,
 * and the JobPosting while it is open. Closed jobs and unknown ids are not indexed.
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
  const canonical = `${page.origin}${encodeURI(jobPath(language, job))}`;
  const open = job.status === 'active';
  const closed = job.status === 'closed' || job.status === 'deleted';
  const where = job.location?.value ?? job.work_arrangement.value;
  const title = withSiteName(
    language,
    translate(language, 'jobseeker', closed ? 'seo.job_title_closed' : 'seo.job_title', {
      title: job.title,
      company: job.company.name,
      location: where,
    }),
  );
  const edition = editionById(job.country_id);
  return {
    language,
    title,
    description: metaDescription(`${job.company.name} · ${where} · ${job.description}`),
    canonical,
    alternates: alternatesOf(page.origin, path, new URLSearchParams(), edition ? [edition] : []),
    noindex: !open,
    structuredData: open ? [jobPosting(job, canonical)] : [],
  };
}
