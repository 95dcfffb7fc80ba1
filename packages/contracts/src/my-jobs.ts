import { pageSizes } from '@talkhire/config';
import { z } from 'zod';
import { ZApplicationEventKind } from './applications';
import { ZFlag, ZIdList, ZJobCard } from './job-search';

/** Spec §2 My Jobs: 1 relevance (how well the job fits the seeker's preferences), 2 newest posted. */
export const myJobsSorts = { relevance: 1, newest: 2 } as const;
const ZMyJobsSort = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)]))
  .default(1);

const ZPage = z.coerce.number().int().min(1).max(1000).default(1);
const ZSize = z.coerce.number().int().min(1).max(100).default(pageSizes.jobList);

/** Filters every My Jobs list offers: job type and work arrangement ids of the configuration lists. */
const myJobsFilters = {
  page: ZPage,
  size: ZSize,
  sort: ZMyJobsSort,
  job_types: ZIdList,
  work_arrangements: ZIdList,
};

/** For You lists open jobs only, so it has no 'still open' filter. */
export const ZForYouQuery = z.object(myJobsFilters).strict();
export type TForYouQuery = z.output<typeof ZForYouQuery>;

/** Saved jobs (spec §7 GET saved-jobs?page&sort), plus the My Jobs filters. */
export const ZSavedJobsQuery = z.object({ ...myJobsFilters, is_open: ZFlag }).strict();
export type TSavedJobsQuery = z.output<typeof ZSavedJobsQuery>;

export const ZCommunicatedQuery = z
  .object({ ...myJobsFilters, is_open: ZFlag, status: ZApplicationEventKind.optional() })
  .strict();
export type TCommunicatedQuery = z.output<typeof ZCommunicatedQuery>;

export const ZWhoViewedMeQuery = z.object({ page: ZPage, size: ZSize }).strict();

/** Saved and applied jobs may since have closed; the card says so. */
const ZJobStatus = z.enum(['active', 'on_hold', 'closed']);

const pagination = {
  total_num: z.number(),
  page: z.number(),
  size: z.number(),
  total_pages: z.number(),
};

export const ZForYouPage = z.object({
  jobs: z.array(ZJobCard),
  ...pagination,
  sort: z.union([z.literal(1), z.literal(2)]),
  /** False when the seeker has no job preference yet: the page asks for one instead of "no match". */
  has_preferences: z.boolean(),
});
export type TForYouPage = z.infer<typeof ZForYouPage>;

export const ZSavedJobsPage = z.object({
  saved_jobs: z.array(
    z.object({ id: z.number(), saved_at: z.string(), job_status: ZJobStatus, job: ZJobCard }),
  ),
  ...pagination,
});
export type TSavedJobsPage = z.infer<typeof ZSavedJobsPage>;

/**
 * Communicated: the jobs the seeker applied to or chatted about, each with the application's
 * latest state (null when there was only a chat) and the time of the latest exchange.
 */
export const ZCommunicatedPage = z.object({
  communicated_jobs: z.array(
    z.object({
      application: z
        .object({
          id: z.number(),
          applied_at: z.string(),
          status: ZApplicationEventKind,
          status_at: z.string(),
        })
        .nullable(),
      chat_id: z.number().nullable(),
      last_activity_at: z.string(),
      job_status: ZJobStatus,
      job: ZJobCard,
    }),
  ),
  ...pagination,
});
export type TCommunicatedPage = z.infer<typeof ZCommunicatedPage>;

/** One recruiter's views of the seeker, about one job (or none): the latest time and how often. */
export const ZProfileView = z.object({
  viewed_at: z.string(),
  view_count: z.number(),
  recruiter: z.object({ id: z.number(), name: z.string(), job_title: z.string() }),
  company: ZJobCard.shape.company,
  job: ZJobCard.nullable(),
});
export type TProfileView = z.infer<typeof ZProfileView>;

export const ZWhoViewedMePage = z.object({ views: z.array(ZProfileView), ...pagination });
export type TWhoViewedMePage = z.infer<typeof ZWhoViewedMePage>;
