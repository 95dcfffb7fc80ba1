import { pageSizes, sources } from '@talkhire/config';
import { z } from 'zod';
import { ZLanguageCode } from './config-service';
import { ZJobCard } from './job-search';

/** Ids are PostgreSQL integers: anything larger is refused here, not in the database. */
const ZId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);
const ZSize = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const ZOption = z.object({ id: z.number(), value: z.string() });

/** The job sections of the home page (spec §2) that are one list each, apart from the category tabs. */
export const homeSections = ['remote', 'web3', 'popular', 'hot', 'latest'] as const;
export type THomeSection = (typeof homeSections)[number];

export const ZHomeSectionParams = z.object({ section: z.enum(homeSections) }).strict();
export const ZHomeCategoryParams = z.object({ jobCategoryId: ZId }).strict();
export const ZHomeJobsQuery = z
  .object({ size: ZSize(8, 30), language_code: ZLanguageCode.optional() })
  .strict();
export const ZHomeJobs = z.object({ jobs: z.array(ZJobCard) });
export type THomeJobs = z.infer<typeof ZHomeJobs>;

/** Spec §9: the home recommendation is fetched 21 at a time. */
export const ZHomeRecommendedQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(50).default(1),
    size: ZSize(pageSizes.homeRecommendation, 50),
    language_code: ZLanguageCode.optional(),
  })
  .strict();
export const ZHomeRecommended = z.object({
  jobs: z.array(ZJobCard),
  page: z.number(),
  size: z.number(),
  has_more: z.boolean(),
  /** What ranked the list: the seeker's job preferences, their work experience, or what others view. */
  basis: z.enum(['preferences', 'profile', 'popularity']),
});
export type THomeRecommended = z.infer<typeof ZHomeRecommended>;

export const ZTopCompaniesQuery = z
  .object({ size: ZSize(8, 30), language_code: ZLanguageCode.optional() })
  .strict();
export const ZTopCompany = z.object({
  id: z.number(),
  name: z.string(),
  is_verified: z.boolean(),
  logo_color: z.string(),
  industry: ZOption,
  company_size: ZOption,
  active_jobs: z.number(),
  /** A few titles the company is hiring for, newest first. */
  job_titles: z.array(z.string()),
});
export const ZTopCompanies = z.object({ companies: z.array(ZTopCompany) });
export type TTopCompany = z.infer<typeof ZTopCompany>;

/** Spec §7 POST /metrics/job-hot-search: one search someone ran. */
export const ZJobHotSearchBody = z
  .object({
    device: z.string().trim().min(1).max(100),
    page: z.string().trim().min(1).max(100),
    source: z.enum(sources),
    query: z.string().trim().min(1).max(200),
    job_title_id: ZId.nullish(),
  })
  .strict();
export type TJobHotSearchBody = z.input<typeof ZJobHotSearchBody>;
export const ZJobHotSearchRecorded = z.object({ query: z.string() });

/** Spec §7 GET recommendation /hot-job-titles. */
export const ZHotJobTitlesQuery = z
  .object({ size: ZSize(10, 30), language_code: ZLanguageCode.optional() })
  .strict();
export const ZHotJobTitle = z.object({
  value: z.string(),
  /** The function title the searches picked from the suggestions, when they did. */
  job_title_id: z.number().nullable(),
  /** People who searched it (or viewed jobs of it, for the fallbacks). */
  count: z.number(),
});
export const ZHotJobTitles = z.object({
  hot_job_titles: z.array(ZHotJobTitle),
  /** Recorded searches; else the titles of the most viewed jobs; else the most posted titles. */
  basis: z.enum(['searches', 'views', 'catalogue']),
});
export type THotJobTitles = z.infer<typeof ZHotJobTitles>;

export const ZRelatedSearchesQuery = z
  .object({
    query: z.string().trim().min(1).max(200),
    size: ZSize(8, 20),
    language_code: ZLanguageCode.optional(),
  })
  .strict();
export const ZRelatedSearches = z.object({ related_searches: z.array(z.object({ value: z.string() })) });
export type TRelatedSearches = z.infer<typeof ZRelatedSearches>;

/** '1,2' in a query string; duplicates dropped. */
const ZIdList = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const ids = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number);
    if (ids.length > 20 || ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_value' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** Spec §7 GET academy /recommended-courses?size&job_category_ids&xp_lvl_key. */
export const ZRecommendedCoursesQuery = z
  .object({
    size: ZSize(6, 50),
    job_category_ids: ZIdList.optional(),
    xp_lvl_key: z.string().trim().min(1).max(50).optional(),
    language_code: ZLanguageCode.optional(),
  })
  .strict();
export const ZCourse = z.object({
  id: z.number(),
  title: z.string(),
  provider: z.string(),
  summary: z.string(),
  job_category: z.object({ id: z.number(), key: z.string(), value: z.string() }),
  /** Experience levels (xp_lvls keys) the course is written for. */
  xp_lvl_keys: z.array(z.string()),
  duration_hours: z.number(),
  lessons: z.number(),
  rating: z.number(),
  learners: z.number(),
});
export const ZRecommendedCourses = z.object({ courses: z.array(ZCourse) });
export type TCourse = z.infer<typeof ZCourse>;
