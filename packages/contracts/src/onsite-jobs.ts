import { z } from 'zod';
import { ZJobSearchRequest, ZJobSearchResult } from './job-search';

// The filters are the search's own (same parsing, same falsy-value rule), fewer of them.
const {
  job_locations,
  job_types,
  xp_lvls,
  salary_from,
  salary_to,
  work_arrangements,
  page,
  size,
  language_code,
} = ZJobSearchRequest.shape;

/**
 * The /onsite-job landing page's query: the search's location, job type, experience, salary and
 * work-arrangement filters (on-site and hybrid only; the relay refuses remote), and the page.
 */
export const ZOnsiteJobsQuery = z
  .object({
    job_locations,
    job_types,
    xp_lvls,
    salary_from,
    salary_to,
    work_arrangements,
    page,
    size,
    language_code,
  })
  .strict()
  .refine((r) => r.salary_from === undefined || r.salary_to === undefined || r.salary_from <= r.salary_to, {
    message: 'salary_range',
    path: ['salary_to'],
  });
export type TOnsiteJobsQuery = z.output<typeof ZOnsiteJobsQuery>;

const ZOption = z.object({ id: z.number(), value: z.string() });
const ZKeyedOption = ZOption.extend({ key: z.string() });

/** One on-site or hybrid job preference of the seeker, as the page's chips name it. */
export const ZOnsitePreference = z.object({
  id: z.number(),
  function_title: ZOption,
  job_type: ZOption,
  industry: ZOption,
  work_arrangement: ZKeyedOption,
  /** The city, or the country of an overseas wish. */
  location: ZOption.nullable(),
  salary_min: z.number(),
  salary_max: z.number(),
  currency: z.string(),
  pay_type: ZKeyedOption,
});
export type TOnsitePreference = z.infer<typeof ZOnsitePreference>;

/**
 * The page's jobs. 'preferences': jobs in the fields of work of the seeker's on-site and hybrid
 * preferences, best match first, then the newest; 'newest': a visitor, or a seeker without such a
 * preference, gets the edition's newest on-site and hybrid jobs (and `preferences` is empty).
 */
export const ZOnsiteJobs = ZJobSearchResult.omit({ sort: true }).extend({
  basis: z.enum(['preferences', 'newest']),
  preferences: z.array(ZOnsitePreference),
});
export type TOnsiteJobs = z.infer<typeof ZOnsiteJobs>;
