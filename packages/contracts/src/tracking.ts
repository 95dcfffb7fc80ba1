import { type EditionKey, editions } from '@talkhire/config';
import { z } from 'zod';
import { ZCountryId } from './headers';

/**
 * Issue 16 / spec §7 'Logging' and 'Event tracking': the events the web reports, the job-list
 * exposures and clicks, and the records of §7 (popup window, get-started, traceability). Every
 * field is bounded and none carries text typed by a user: pages are route names, props are ids,
 * positions and list names, so nothing a person wrote can reach the events store.
 */
export const trackedEventNames = [
  'search_click',
  'banner_click',
  'position_click',
  'chat_apply_click',
  'job_favorites_click',
  'contact_now_click',
  'view_more_details_click',
  'more_jobs_click',
  'top_company_click',
  'more_companies_click',
  'search_remote_click',
  'search_on_site_click',
  'search_all_click',
  'web3_jobs_click',
  'web3_companies_click',
  'web3_scroll',
  'page_view',
  'get_started_click',
  'sign_up',
  'profile_completed',
  'first_chat',
] as const;
export const ZTrackedEventName = z.enum(trackedEventNames);
export type TTrackedEventName = z.infer<typeof ZTrackedEventName>;

export const trackingLimits = {
  /** Events in one report (a beacon batch). */
  eventsPerReport: 100,
  /** Job ids in one exposure report. */
  jobIdsPerExposure: 100,
  /** Keys in an event's props. */
  propsPerEvent: 8,
  /** Characters of a prop's value, a page or a list name. */
  shortText: 64,
  /** How far an event's time may be from the relay's clock (a queued event may be re-sent late). */
  maxAgeMs: 7 * 24 * 3600 * 1000,
  maxFutureMs: 5 * 60 * 1000,
} as const;

/** A route name or list name: lower-case words, never a URL (a query string could hold typed text). */
const ZSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]*$/, { message: 'field.invalid_format' })
  .max(trackingLimits.shortText);
const ZId = z.number().int().positive().max(2_147_483_647);
const ZEpochMs = z
  .number()
  .int()
  .refine((at) => at > Date.now() - trackingLimits.maxAgeMs && at < Date.now() + trackingLimits.maxFutureMs, {
    message: 'field.invalid_value',
  });
const ZPropKey = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/);
/** Prop values are ids, positions and names of lists: short slugs or numbers. */
const ZPropValue = z.union([z.number().finite().min(-1e12).max(1e12), ZSlug]);

/** Which job list an exposure or click happened in (search, home_hot, similar_jobs, ...). */
export const ZJobListName = ZSlug.min(1).max(40);

export const ZTrackedEvent = z
  .object({
    name: ZTrackedEventName,
    /** When it happened, epoch milliseconds. */
    at: ZEpochMs,
    /** The known user, when there is one. */
    user_id: ZId.optional(),
    device_uuid: z.uuid(),
    /** The route's name (`job_detail`), never its URL. */
    page: ZSlug.min(1),
    props: z
      .record(ZPropKey, ZPropValue)
      .refine((props) => Object.keys(props).length <= trackingLimits.propsPerEvent, {
        message: 'field.invalid_value',
      })
      .optional(),
  })
  .strict();
export type TTrackedEvent = z.infer<typeof ZTrackedEvent>;

/**
 * Each event of a report is checked on its own by the relay (a bad one is rejected and counted,
 * the rest kept), so the body's schema takes any item: one broken event from an old cached script
 * must not lose the batch. The caller still types them as tracked events.
 */
const ZReportedEvent = z.unknown() as z.ZodType<unknown, z.input<typeof ZTrackedEvent>>;

export const ZEventsReport = z
  .object({
    country_id: ZCountryId,
    events: z.array(ZReportedEvent).min(1).max(trackingLimits.eventsPerReport),
  })
  .strict();
export type TEventsReport = z.input<typeof ZEventsReport>;

/** POST /app/upload_web_events: the same events, the edition from the Country-Id header. */
export const ZWebEventsUpload = z
  .object({ events: z.array(ZReportedEvent).min(1).max(trackingLimits.eventsPerReport) })
  .strict();
export type TWebEventsUpload = z.input<typeof ZWebEventsUpload>;

const ZListContext = {
  query_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  timestamp: ZEpochMs,
  reco_from: ZSlug.min(1),
  page: z.union([z.number().int().min(0).max(100_000), ZSlug.min(1)]),
  /** Empty for a list that has no sub-page (home's sections). */
  sub_page: z.union([z.literal(''), ZSlug]),
  device: z.enum(['web', 'mobile_web']),
  device_uuid: z.uuid(),
  jobseeker_id: ZId.nullable(),
  list: ZJobListName,
};

export const ZExposeReport = z
  .object({
    data: z
      .object({
        ...ZListContext,
        job_ids: z.array(ZId).min(1).max(trackingLimits.jobIdsPerExposure),
        /** The 1-based position of each job id in its list; its index + 1 when left out. */
        positions: z
          .array(z.number().int().min(1).max(10_000))
          .max(trackingLimits.jobIdsPerExposure)
          .optional(),
      })
      .strict()
      .refine((data) => !data.positions || data.positions.length === data.job_ids.length, {
        message: 'field.invalid_format',
        path: ['positions'],
      }),
    from: z.literal(1),
  })
  .strict();
export type TExposeReport = z.input<typeof ZExposeReport>;

export const ZClickReport = z
  .object({
    data: z.object({ ...ZListContext, job_id: ZId, position: z.number().int().min(1).max(10_000) }).strict(),
    from: z.literal(1),
  })
  .strict();
export type TClickReport = z.input<typeof ZClickReport>;

/** Spec §7 POST /popup-window/record. */
export const popupActions = ['shown', 'closed', 'clicked'] as const;
export const ZPopupRecordBody = z
  .object({
    popup_key: ZSlug.min(1),
    action: z.enum(popupActions),
    device_uuid: z.uuid(),
  })
  .strict();
export type TPopupRecordBody = z.input<typeof ZPopupRecordBody>;
export const ZPopupRecordsQuery = z.object({ device_uuid: z.uuid() }).strict();
export const ZPopupRecord = z.object({
  popup_key: z.string(),
  last_shown_at: z.string().nullable(),
  times_shown: z.number().int(),
});
export type TPopupRecord = z.infer<typeof ZPopupRecord>;
export const ZPopupRecords = z.array(ZPopupRecord);

/**
 * Spec §7 POST /click/get-started-record. The email and phone number are read only to note that
 * one was given: the relay keeps neither (a get-started click is not an account).
 */
export const ZGetStartedRecordBody = z
  .object({
    device_id: z.uuid(),
    email: z.string().max(254).optional(),
    phone_num: z.string().max(32).optional(),
  })
  .strict();
export type TGetStartedRecordBody = z.input<typeof ZGetStartedRecordBody>;

const ZUtm = z.string().trim().max(100).optional();
const ZUtmFields = {
  utm_source: ZUtm,
  utm_medium: ZUtm,
  utm_campaign: ZUtm,
  utm_term: ZUtm,
  utm_content: ZUtm,
};

/**
 * Spec §7 POST /user/destination/traceability: where a visitor came from, sent at landing and kept
 * until sign-up. The relay keeps the referrer's host only (its path and query may name a person).
 */
export const ZTraceabilityBody = z
  .object({
    ...ZUtmFields,
    referrer: z.string().max(2048).optional(),
    /** The landing route's path, without its query. */
    landing_path: z
      .string()
      .regex(/^\/[^?#\s]*$/, { message: 'field.invalid_format' })
      .max(200),
    device_uuid: z.uuid(),
    user_id: ZId.optional(),
  })
  .strict();
export type TTraceabilityBody = z.input<typeof ZTraceabilityBody>;

/** Spec §7 (Recruiters) POST /log_google_utm: a Boss landing's UTM fields. */
export const ZGoogleUtmBody = z
  .object({
    ...ZUtmFields,
    landing_path: z
      .string()
      .regex(/^\/[^?#\s]*$/, { message: 'field.invalid_format' })
      .max(200)
      .optional(),
    device_uuid: z.uuid().optional(),
  })
  .strict();
export type TGoogleUtmBody = z.input<typeof ZGoogleUtmBody>;

/**
 * Spec §7 GET /web/jobseeker/redirect_condition?job_id: where a link to a job should take the
 * visitor. `job` when the job is open (its page), `none` when it is closed or unknown (stay on the
 * jobs list). There is no native app, so nothing sends a visitor to one.
 */
export const ZRedirectConditionQuery = z.object({ job_id: z.coerce.number().pipe(ZId) }).strict();
export const ZRedirectCondition = z.object({
  redirect: z.enum(['job', 'none']),
  job_id: z.number().int().nullable(),
});
export type TRedirectCondition = z.infer<typeof ZRedirectCondition>;

/** GET /ops/analytics: a span of days (at most a year) and optionally one edition. */
export const analyticsMaxDays = 366;
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'field.invalid_format' });
export const ZAnalyticsQuery = z
  .object({
    from: ZDay.optional(),
    to: ZDay.optional(),
    /** An edition key (`sg`); every edition when left out. */
    edition: z.enum(editions.map((edition) => edition.key) as [EditionKey, ...EditionKey[]]).optional(),
  })
  .strict();
export type TAnalyticsQuery = z.input<typeof ZAnalyticsQuery>;

export const funnelSteps = [
  'landing',
  'get_started',
  'registered',
  'profile_completed',
  'first_chat',
] as const;

const ZRate = z.object({ exposures: z.number().int(), clicks: z.number().int(), rate: z.number() });
export const ZAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  edition: z.string().nullable(),
  /** Events per name per day (UTC days). */
  events_per_day: z.array(z.object({ day: z.string(), name: z.string(), count: z.number().int() })),
  /** Searches recorded by POST /metrics/job-hot-search, per day. */
  searches_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Clicks / exposures at each position of the search list. */
  search_ctr_by_position: z.array(ZRate.extend({ position: z.number().int() })),
  /** Clicks / exposures per job list. */
  list_ctr: z.array(ZRate.extend({ list: z.string() })),
  /** The most frequent searches that found nothing (normalised query text). */
  zero_result_queries: z.array(z.object({ query: z.string(), count: z.number().int() })),
  /** People at each step, in order: landing, get started, registered, profile complete, first chat. */
  funnel: z.array(z.object({ step: z.enum(funnelSteps), count: z.number().int() })),
  /**
   * Where the tracking writer sends its rows: with 'clickhouse' the figures read from the tracking
   * tables here (events, exposures, clicks, zero-result searches, the funnel's first steps) leave
   * out what went there; they are read in ClickHouse.
   */
  events_store: z.enum(['database', 'clickhouse']),
  /** This relay's ingestion counters since it started. */
  ingestion: z.object({
    accepted: z.number().int(),
    rejected: z.number().int(),
    dropped: z.number().int(),
    written: z.number().int(),
  }),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;
