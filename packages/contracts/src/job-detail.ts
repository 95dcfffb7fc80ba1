import { z } from 'zod';
import { ZJobCard } from './job-search';
import { ZReportReasonId } from './report-reason';

/** Job ids are PostgreSQL integers: anything larger is refused here, not in the database. */
const ZJobId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);

export const ZJobIdParams = z.object({ jobId: ZJobId }).strict();
export const ZSavedJobIdParams = z.object({ id: ZJobId }).strict();

const ZOption = z.object({ id: z.number(), value: z.string() });
const ZKeyedOption = ZOption.extend({ key: z.string() });

/**
 * Spec §7 GET jobs /{id}/static: the job as everyone sees it, nothing that depends on who reads it,
 * so shared caches may keep it. Closed or deleted jobs answer too, with their status.
 */
export const ZJobStatic = ZJobCard.extend({
  status: z.enum(['active', 'on_hold', 'closed', 'deleted']),
  description: z.string(),
  requirements: z.string(),
  skills: z.array(z.string()),
  benefits: z.array(ZKeyedOption),
  industry: ZOption,
  main_function: ZOption,
  job_function: ZOption,
  function_title: ZOption,
  location: z
    .object({
      id: z.number(),
      value: z.string(),
      seo_value: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  remote: z
    .object({
      /** Edition keys ('jp', 'ph'…), named on screen with Intl.DisplayNames. */
      open_countries: z.array(z.object({ id: z.number(), key: z.string() })),
      closed_countries: z.array(z.object({ id: z.number(), key: z.string() })),
      timezones: z.array(ZKeyedOption),
      languages: z.array(ZKeyedOption),
    })
    .nullable(),
  /** Spec §2: Japan's job terms, in the poster's words; null outside Japan. */
  japan: z
    .object({
      contract_period: z.string(),
      working_hours: z.string(),
      passive_smoking: z.string(),
      social_insurance: z.string(),
      holidays: z.string(),
    })
    .nullable(),
  is_web3: z.boolean(),
  /**
   * Work eligibility restriction: ids of config list user_identity_lists a seeker's verified
   * identity must be one of to chat or apply (41274); null = anyone.
   */
  eligibility_identity_ids: z.array(z.number().int()).nullable(),
  /** The employer's own application page: applying there instead of here (spec §4 quick apply). */
  external_apply_url: z.string().nullable(),
  updated_at: z.string(),
  company: ZJobCard.shape.company.extend({
    industry: ZOption,
    company_size: ZOption,
    financing_stage: ZOption,
  }),
  recruiter: ZJobCard.shape.recruiter.extend({
    job_title: z.string(),
    /** Share (0–100) of seekers' first messages answered within 7 days, from real chats; null without any. */
    response_rate: z.number().nullable(),
    /** Median minutes to the Boss's first reply, from real chats; null without a reply. */
    reply_minutes: z.number().nullable(),
  }),
});
export type TJobStatic = z.infer<typeof ZJobStatic>;

/** Spec §2/§3: everything the job page shows, the static part plus what concerns the reader. */
export const ZJobDetail = ZJobStatic.extend({
  /**
   * The signed-in reader blocked this company (spec §6): the page opens by its link, but neither
   * applying nor chatting reaches a company that cannot see the reader.
   */
  company_blocked: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

export const ZSimilarJobsQuery = z
  .object({
    job_id: ZJobId,
    size: z.coerce.number().int().min(1).max(30).default(5),
  })
  .strict();

export const ZSimilarJobs = z.object({ jobs: z.array(ZJobCard) });
export type TSimilarJobs = z.infer<typeof ZSimilarJobs>;

export const ZIsSaved = z.object({ is_saved: z.boolean(), saved_job_id: z.number().nullable() });
export type TIsSaved = z.infer<typeof ZIsSaved>;

/** Spec §7: the web sends device fields with the save; they are accepted and not needed. */
export const ZSaveJobBody = z
  .object({
    job_id: ZJobId,
    device_uuid: z.string().max(200).nullish(),
    device_udid: z.string().max(200).nullish(),
    timestamp: z.union([z.string().max(40), z.number()]).nullish(),
  })
  .strict();

export const ZSavedJob = z.object({ id: z.number(), job_id: z.number(), saved_at: z.string() });
export type TSavedJob = z.infer<typeof ZSavedJob>;
/** An unsave, by saved id or by job id: which save went. */
export const ZSavedJobRemoved = z.object({ id: z.number(), job_id: z.number() });

export const ZReportJobBody = z.object({ report_reason_id: ZReportReasonId(10) }).strict();

export const ZJobReported = z.object({ job_id: z.number(), report_reason_id: z.number() });
export const ZJobViewed = z.object({ job_id: z.number() });
