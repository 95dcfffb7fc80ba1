import { type JobSearchRequest, pageSizes, sources } from '@talkhire/config';
import { z } from 'zod';
import { ZLanguageCode } from './config-service';

/** Spec §3: falsy filter values are dropped, whether the client dropped them or not. */
function isFalsy(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    value === '0' ||
    value === 'false' ||
    (Array.isArray(value) && value.length === 0)
  );
}

const dropFalsy = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (isFalsy(typeof value === 'string' ? value.trim() : value) ? undefined : value),
    schema.optional(),
  );

/** Ids are PostgreSQL integers: anything larger would fail in the database instead of here. */
const ZId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);

/** A list of ids: '1,2,3' in a query string, [1, 2, 3] (or the same string) in a JSON body. */
export const ZIdList = dropFalsy(
  z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean)
          : typeof value === 'number'
            ? [value]
            : value,
      z.array(z.union([z.string(), z.number()]).pipe(ZId)).max(100),
    )
    .transform((ids) => [...new Set(ids)]),
);

/** '1' / 'true' / true; falsy values ('0', 'false', '') mean "no filter" and are dropped. */
export const ZFlag = dropFalsy(
  z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal(1)]).transform(() => true as const),
);

/** Whole amounts in the job's currency; salaries are bigint columns. */
const ZAmount = dropFalsy(z.coerce.number().int().min(0).max(1_000_000_000_000));

/**
 * The job search request of spec §3 (plus the screen's industry, benefit, financing-stage,
 * company-size, work-arrangement and Web3 filters), as a GET query or a POST body. Sort defaults
 * to 1, or 2 when there is a query (spec §9), which the service decides; page 1, size 30.
 */
export const ZJobSearchRequest = z
  .object({
    query: dropFalsy(z.string().trim().max(200)),
    job_locations: ZIdList,
    job_categories: ZIdList,
    salary_from: ZAmount,
    salary_to: ZAmount,
    degrees: ZIdList,
    xp_lvls: ZIdList,
    job_types: ZIdList,
    company_ids: ZIdList,
    is_company_verified: ZFlag,
    main_functions: ZIdList,
    function_job_title_ids: ZIdList,
    job_function_ids: ZIdList,
    industries: ZIdList,
    benefits: ZIdList,
    financing_stages: ZIdList,
    company_sizes: ZIdList,
    work_arrangements: ZIdList,
    is_web3: ZFlag,
    sort: dropFalsy(z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))),
    page: dropFalsy(z.coerce.number().int().min(1).max(1000)).transform((p) => p ?? 1),
    size: dropFalsy(z.coerce.number().int().min(1).max(100)).transform((s) => s ?? pageSizes.jobList),
    source: dropFalsy(z.enum(sources)),
    language_code: ZLanguageCode.optional(),
  })
  .strict()
  .refine((r) => r.salary_from === undefined || r.salary_to === undefined || r.salary_from <= r.salary_to, {
    message: 'salary_range',
    path: ['salary_to'],
  });
export type TJobSearchRequest = z.output<typeof ZJobSearchRequest>;

// The URL mapping in @talkhire/config speaks the same request: keep the two in step.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const requestFieldsMatch: SameKeys<
  keyof JobSearchRequest,
  Exclude<keyof TJobSearchRequest, 'language_code'>
> = true;
const requestFits = (r: TJobSearchRequest): JobSearchRequest => r;
void requestFieldsMatch;
void requestFits;

const ZOption = z.object({ id: z.number(), value: z.string() });
const ZKeyedOption = ZOption.extend({ key: z.string() });

/**
 * The search counts its matches up to here and answers "10,000+" past it: an exact count of a word
 * a third of the catalogue contains costs several times the page itself.
 */
export const searchTotalCap = 10_000;

/** One job in a result list: what a job card shows. */
export const ZJobCard = z.object({
  id: z.number(),
  title: z.string(),
  /** Edition of the job: 'Others' lists remote jobs of every edition. */
  country_id: z.number(),
  company: z.object({
    id: z.number(),
    name: z.string(),
    is_verified: z.boolean(),
    logo_color: z.string(),
  }),
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  currency: z.string(),
  pay_type: ZKeyedOption,
  location: z.object({ id: z.number(), value: z.string(), seo_value: z.string() }).nullable(),
  work_arrangement: ZKeyedOption,
  job_type: ZOption,
  xp_lvl: ZOption,
  degree: ZOption,
  posted_at: z.string(),
  is_urgent: z.boolean(),
  is_featured: z.boolean(),
  recruiter: z.object({ id: z.number(), name: z.string(), last_active_at: z.string() }),
});
export type TJobCard = z.infer<typeof ZJobCard>;

export const ZJobSearchResult = z.object({
  jobs: z.array(ZJobCard),
  /** The jobs matching, counted up to `searchTotalCap` (10,000): a larger catalogue answers the cap. */
  total_num: z.number(),
  /**
   * True when more jobs match than `total_num` says: the count stopped at the cap, as the large job
   * sites' "10,000+ jobs". `total_pages` then covers the first `total_num` matches.
   */
  total_is_capped: z.boolean(),
  page: z.number(),
  size: z.number(),
  total_pages: z.number(),
  /** The order applied, after the default of spec §9. */
  sort: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type TJobSearchResult = z.infer<typeof ZJobSearchResult>;
