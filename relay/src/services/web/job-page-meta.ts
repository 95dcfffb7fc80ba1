import { editionById, jobPath } from '@talkhire/config';
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
    description: summary(`${job.company.name} · ${where} · ${job.description}`),
    canonical,
    alternates: alternatesOf(page.origin, path, new URLSearchParams(), edition ? [edition] : []),
    noindex: !open,
    structuredData: open ? [jobPosting(job, canonical)] : [],
  };
}

/** Search engines show about 155 characters; the text is cut at a word where it can be. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  const cut = flat.slice(0, 154);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
