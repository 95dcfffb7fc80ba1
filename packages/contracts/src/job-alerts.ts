import { z } from 'zod';
import { ZEmail } from './accounts';
import { fieldMessage } from './field-message';
import { readsValidFields } from './field-rules';
import { ZJobSearchRequest } from './job-search';

/** Spec §9: a job alert is sent daily or weekly. */
export const jobAlertFrequencies = ['daily', 'weekly'] as const;
export type TJobAlertFrequency = (typeof jobAlertFrequencies)[number];

/** Search request fields that describe one page of one search, not what an alert watches. */
const notAlertCriteria = new Set(['query', 'page', 'size', 'sort', 'source', 'language_code']);

/**
 * The filters of an alert are a job search request (spec §3) without its page, order and keyword
 * (the keyword is the alert's own `keywords`), so delivery runs the very same search.
 */
export const ZJobAlertFilters = z
  .record(z.string(), z.unknown())
  .refine((raw) => !Object.keys(raw).some((key) => notAlertCriteria.has(key)), {
    message: fieldMessage('field.unknown_key'),
  })
  .pipe(ZJobSearchRequest)
  .transform(({ query, page, size, sort, source, language_code, ...filters }) => {
    for (const key of Object.keys(filters) as (keyof typeof filters)[])
      if (filters[key] === undefined) delete filters[key];
    return filters;
  });
export type TJobAlertFilters = z.output<typeof ZJobAlertFilters>;

const ZKeywords = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z.string().trim().max(200).optional(),
);

const ZFrequency = z.enum(jobAlertFrequencies, { message: fieldMessage('field.alert_frequency_required') });

/**
 * Spec §5: at least one criterion and a frequency. The keyword is a criterion: an alert for a
 * keyword search ('developer' anywhere) is what a seeker asking from that search means.
 */
const hasFilter = (body: { keywords?: string | undefined; filters: TJobAlertFilters }) =>
  Boolean(body.keywords) || Object.keys(body.filters).length > 0;
const filterRequired = {
  message: fieldMessage('field.alert_filter_required'),
  path: ['filters'],
  // Said beside the other fields' problems, so the form shows every one at once.
  when: (payload: z.core.ParsePayload) => readsValidFields(payload, ['filters']),
};

const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

const jobAlertCreateFields = z
  .object({
    keywords: ZKeywords,
    filters: ZJobAlertFilters.default({}),
    frequency: ZFrequency,
    email: z.preprocess(blankAsMissing, ZEmail.optional()),
    device_uuid: z.preprocess(blankAsMissing, z.uuid().optional()),
  })
  .strict();

/**
 * POST /job-alerts/create. Signed out, `email` is required: the alert then belongs to a silent
 * account made for that address (spec §5). Signed in, the account's own address receives it.
 */
export const ZJobAlertCreateBody = jobAlertCreateFields.refine(hasFilter, filterRequired);
export type TJobAlertCreateBody = z.output<typeof ZJobAlertCreateBody>;

/** The create form of a visitor without an account: the receiving email is required and well formed. */
export const ZJobAlertGuestForm = jobAlertCreateFields
  .omit({ device_uuid: true })
  .extend({ email: ZEmail })
  .refine(hasFilter, filterRequired);

/** PUT /job-alerts/{id}/update: the whole alert again; `enabled` turns a stopped alert back on. */
export const ZJobAlertUpdateBody = z
  .object({
    keywords: ZKeywords,
    filters: ZJobAlertFilters.default({}),
    frequency: ZFrequency,
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine(hasFilter, filterRequired);
export type TJobAlertUpdateBody = z.output<typeof ZJobAlertUpdateBody>;

export const ZJobAlertIdParams = z
  .object({ id: z.coerce.number<string | number>().int().positive().max(2_147_483_647) })
  .strict();

/** The unsubscribe link of an alert mail carries the alert's own random token. */
export const ZJobAlertUnsubscribeQuery = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) })
  .strict();

export const ZJobAlert = z.object({
  id: z.number(),
  user_id: z.number(),
  keywords: z.string().nullable(),
  filters: z.record(z.string(), z.unknown()),
  frequency: z.enum(jobAlertFrequencies),
  /** Spec §4: enabled, edited, deleted; an unsubscribe link turns it off. */
  enabled: z.boolean(),
  country_id: z.number(),
  language: z.string(),
  /** Where the alert is sent. */
  email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

export const ZJobAlertList = z.object({ job_alerts: z.array(ZJobAlert) });
export type TJobAlertList = z.infer<typeof ZJobAlertList>;

export const ZJobAlertDeleted = z.object({ id: z.number() });
export const ZJobAlertUnsubscribed = z.object({ id: z.number(), enabled: z.literal(false) });
