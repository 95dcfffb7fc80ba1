import { z } from 'zod';
import { ZJobCard } from './job-search';
import { ZReportReasonId } from './report-reason';

/** Company ids are PostgreSQL integers: anything larger is refused here, not in the database. */
const ZCompanyId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);
const ZPage = z.coerce.number<string | number>().int().min(1).max(1000).default(1);
/** Typed text: trimmed, empty means none. */
const ZText = z
  .string()
  .max(100)
  .transform((s) => s.trim());

const ZOption = z.object({ id: z.number(), value: z.string() });
const ZKeyedOption = ZOption.extend({ key: z.string() });

export const ZCompanyIdParams = z.object({ id: ZCompanyId }).strict();
export const ZCompanyIdAltParams = z.object({ companyId: ZCompanyId }).strict();

/** A company as a list, a suggestion or a 'similar' card shows it. */
export const ZCompanyCard = z.object({
  id: z.number(),
  name: z.string(),
  logo_color: z.string(),
  is_verified: z.boolean(),
  industry: ZOption,
  company_size: ZOption,
  location: z.object({ id: z.number(), value: z.string() }).nullable(),
  active_job_count: z.number(),
});
export type TCompanyCard = z.infer<typeof ZCompanyCard>;

/** Spec §2 company detail: what the Overview, Life and About tabs show. */
export const ZCompanyDetail = ZCompanyCard.extend({
  country_id: z.number(),
  legal_name: z.string(),
  financing_stage: ZOption,
  description: z.string(),
  website: z.string().nullable(),
  founded_year: z.number().nullable(),
  address: z.string().nullable(),
  benefits: z.array(ZKeyedOption),
  cultures: z.array(ZKeyedOption),
  /** Spec §3 business information, as registered. */
  business: z.object({
    legal_name: z.string(),
    registration_number: z.string().nullable(),
    registered_capital: z.number().nullable(),
    currency: z.string(),
    ceo_name: z.string().nullable(),
    operating_status: z.string(),
    founded_year: z.number().nullable(),
    registered_address: z.string().nullable(),
  }),
  /** Share (0–100) of messages its recruiters answer within 7 days; null without recruiters. */
  response_rate_7d: z.number().nullable(),
  remote_job_count: z.number(),
  recruiter_count: z.number(),
  /** True when the reader blocked this company: its jobs are hidden from them. */
  is_blocked: z.boolean(),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

export const ZCompanySearchQuery = z
  .object({
    query: ZText.optional(),
    industry_id: z.coerce.number<string | number>().int().positive().max(2_147_483_647).optional(),
    page: ZPage,
    size: z.coerce.number<string | number>().int().min(1).max(50).default(20),
  })
  .strict();

export const ZCompanySearchResult = z.object({
  companies: z.array(ZCompanyCard),
  total_num: z.number(),
  page: z.number(),
  size: z.number(),
  total_pages: z.number(),
});
export type TCompanySearchResult = z.infer<typeof ZCompanySearchResult>;

export const ZCompanySuggestionQuery = z
  .object({
    query: ZText.pipe(z.string().min(1)),
    size: z.coerce.number<string | number>().int().min(1).max(10).default(5),
  })
  .strict();

export const ZCompanySuggestion = z.object({ id: z.number(), name: z.string(), logo_color: z.string() });
export const ZCompanySuggestions = z.array(ZCompanySuggestion);
export type TCompanySuggestion = z.infer<typeof ZCompanySuggestion>;

/** The keyword box's two groups at once: company names and job titles. */
export const ZCombinedSuggestions = z.object({
  companies: z.array(ZCompanySuggestion),
  job_titles: z.array(ZOption),
});
export type TCombinedSuggestions = z.infer<typeof ZCombinedSuggestions>;

export const ZCompanyListQuery = z
  .object({ size: z.coerce.number<string | number>().int().min(1).max(30).default(8) })
  .strict();
export const ZCompanyCards = z.object({ companies: z.array(ZCompanyCard) });
export type TCompanyCards = z.infer<typeof ZCompanyCards>;

export const ZCompanyNameQuery = z
  .object({
    company_name: ZText.pipe(z.string().min(1)),
    size: z.coerce.number().int().min(1).max(30).default(10),
  })
  .strict();

/** Jobs tab and Remote Jobs tab: search by title and location inside one company. */
export const ZCompanyJobsQuery = z
  .object({
    query: ZText.optional(),
    location_id: z.coerce.number<string | number>().int().positive().max(2_147_483_647).optional(),
    remote: z
      .enum(['0', '1', 'true', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    page: ZPage,
    size: z.coerce.number<string | number>().int().min(1).max(50).default(10),
  })
  .strict();

export const ZCompanyJobs = z.object({
  jobs: z.array(ZJobCard),
  /** Where this company's active jobs are, for the location picker. */
  locations: z.array(z.object({ id: z.number(), value: z.string() })),
  total_num: z.number(),
  page: z.number(),
  size: z.number(),
  total_pages: z.number(),
});
export type TCompanyJobs = z.infer<typeof ZCompanyJobs>;

export const ZReportCompanyBody = z.object({ report_reason_id: ZReportReasonId(100) }).strict();
export const ZCompanyReported = z.object({
  company_id: z.number(),
  report_reason_id: z.number(),
  /** False when this reader had reported the company before: one report per reader. */
  first_report: z.boolean(),
});

export const ZCompanyViewed = z.object({ company_id: z.number() });

export const ZBlockCompanyBody = z.object({ company_id: ZCompanyId }).strict();
export const ZBlockedCompany = z.object({
  id: z.number(),
  company: ZCompanyCard,
  blocked_at: z.string(),
});
export type TBlockedCompany = z.infer<typeof ZBlockedCompany>;
export const ZBlockedCompanies = z.object({ blocked_companies: z.array(ZBlockedCompany) });
export type TBlockedCompanies = z.infer<typeof ZBlockedCompanies>;
export const ZCompanyUnblocked = z.object({ company_id: z.number() });
