import {
  errorCodes,
  type TTrackedEvent,
  type ZClickReport,
  type ZExposeReport,
  type ZGetStartedRecordBody,
  type ZGoogleUtmBody,
  type ZPopupRecordBody,
  type ZTraceabilityBody,
  ZTrackedEvent,
} from '@talkhire/contracts';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error';
import type { RateLimits, RateRule } from '../../http/rate-limit';
import { dayAndInstant, type TrackingRow } from './tracking-rows';
import type { TrackingWriter } from './tracking-writer';

/**
 * A browser sends a beacon batch every few seconds at most, plus a few exposure and click reports a
 * page: 120 reports a minute per device is far above a person and far below a script's flood.
 */
export const reportsPerDevice: RateRule = { limit: 120, windowSeconds: 60 };

/** Who reported: the device the body names, the signed-in user (null for strangers), the edition. */
export interface Reporter {
  userId: number | null;
  editionId: number;
  /** Rate-limit key when the body names no usable device (the network address). */
  fallbackKey: string;
}

export interface TrackingServices {
  writer: TrackingWriter;
  deviceCaps: RateLimits;
}

/**
 * POST /logs/report/events and /app/upload_web_events: each event is checked on its own, the bad
 * ones counted and dropped, the rest queued. A report with no valid event is refused (422) so a
 * client sending a shape the relay does not know finds out. The user is the session's, never the
 * body's (a body can name anyone); with no session, events are kept without a user.
 */
export async function ingestEvents(
  services: TrackingServices,
  events: unknown[],
  reporter: Reporter,
): Promise<{ accepted: number; rejected: number }> {
  await capDevice(services.deviceCaps, deviceOf(events[0]), reporter);
  const rows: TrackingRow<'tracking_events'>[] = [];
  const problems: Record<string, string[]> = {};
  events.forEach((raw, index) => {
    const parsed = ZTrackedEvent.safeParse(raw);
    if (parsed.success) rows.push(eventRow(parsed.data, reporter));
    else problems[`events.${index}`] = ['field.invalid_value'];
  });
  const rejected = events.length - rows.length;
  services.writer.countRejected(rejected);
  if (rows.length === 0) throw new ApiError(errorCodes.parameterInvalid, { fields: firstOf(problems) });
  const accepted = services.writer.add('tracking_events', rows);
  return { accepted, rejected };
}

/** POST /logs/report/expose: one row per job id shown, with its position in the list. */
export async function ingestExposure(
  services: TrackingServices,
  report: z.output<typeof ZExposeReport>,
  reporter: Reporter,
): Promise<void> {
  const { data } = report;
  await capDevice(services.deviceCaps, data.device_uuid, reporter);
  services.writer.add(
    'tracking_exposures',
    data.job_ids.map((jobId, index) => listRow(data, reporter, jobId, data.positions?.[index] ?? index + 1)),
  );
}

/** POST /logs/report/click. */
export async function ingestClick(
  services: TrackingServices,
  report: z.output<typeof ZClickReport>,
  reporter: Reporter,
): Promise<void> {
  const { data } = report;
  await capDevice(services.deviceCaps, data.device_uuid, reporter);
  services.writer.add('tracking_clicks', [listRow(data, reporter, data.job_id, data.position)]);
}

/** POST /popup-window/record. */
export async function recordPopup(
  services: TrackingServices,
  body: z.output<typeof ZPopupRecordBody>,
  reporter: Reporter,
): Promise<void> {
  await capDevice(services.deviceCaps, body.device_uuid, reporter);
  services.writer.add('tracking_popup_records', [
    {
      at: new Date().toISOString(),
      device_uuid: body.device_uuid,
      user_id: reporter.userId,
      popup_key: body.popup_key,
      action: body.action,
    },
  ]);
}

/** POST /click/get-started-record: the email and phone number are noted as given, never kept. */
export async function recordGetStarted(
  services: TrackingServices,
  body: z.output<typeof ZGetStartedRecordBody>,
  reporter: Reporter,
): Promise<void> {
  await capDevice(services.deviceCaps, body.device_id, reporter);
  services.writer.add('tracking_get_started', [
    {
      at: new Date().toISOString(),
      edition_id: reporter.editionId,
      device_uuid: body.device_id,
      user_id: reporter.userId,
      has_email: Boolean(body.email?.trim()),
      has_phone: Boolean(body.phone_num?.trim()),
    },
  ]);
}

/**
 * POST /user/destination/traceability (seekers) and /log_google_utm (Boss side). The referrer is
 * cut to its host: its path and query may name a person or hold what they searched elsewhere.
 * user_id defaults to the session's user; the body's is taken only from a visitor without one.
 */
export async function recordTraceability(
  services: TrackingServices,
  body: z.output<typeof ZTraceabilityBody> | z.output<typeof ZGoogleUtmBody>,
  reporter: Reporter,
  side: 'seeker' | 'boss',
): Promise<void> {
  await capDevice(services.deviceCaps, body.device_uuid, reporter);
  const claimedUser = 'user_id' in body ? (body.user_id ?? null) : null;
  services.writer.add('tracking_traceability', [
    {
      at: new Date().toISOString(),
      side,
      edition_id: reporter.editionId,
      device_uuid: body.device_uuid ?? null,
      user_id: reporter.userId ?? claimedUser,
      utm_source: body.utm_source || null,
      utm_medium: body.utm_medium || null,
      utm_campaign: body.utm_campaign || null,
      utm_term: body.utm_term || null,
      utm_content: body.utm_content || null,
      referrer_host: 'referrer' in body ? hostOf(body.referrer) : null,
      landing_path: body.landing_path ?? null,
    },
  ]);
}

/** A search that found nothing (services/jobs calls this with the normalised text). */
export function recordZeroResultSearch(writer: TrackingWriter, query: string, editionId: number): void {
  if (!query) return;
  writer.add('tracking_zero_result_searches', [
    { at: new Date().toISOString(), edition_id: editionId, query: query.slice(0, 200) },
  ]);
}

// The rows are written out field by field: an object spread (`{ ...instant, … }`) made each
// row cost microseconds on Node 20, the most of an events report's time in the relay.
function eventRow(event: TTrackedEvent, reporter: Reporter): TrackingRow<'tracking_events'> {
  const { day, at } = dayAndInstant(event.at);
  return {
    day,
    at,
    edition_id: reporter.editionId,
    name: event.name,
    user_id: reporter.userId,
    device_uuid: event.device_uuid,
    page: event.page,
    props: event.props && Object.keys(event.props).length > 0 ? JSON.stringify(event.props) : null,
  };
}

type ListData = z.output<typeof ZClickReport>['data'];

/** An exposure's or a click's row: a job at its position in a list. */
function listRow(
  data: Omit<ListData, 'job_id' | 'position'>,
  reporter: Reporter,
  jobId: number,
  position: number,
): TrackingRow<'tracking_clicks'> {
  const { day, at } = dayAndInstant(data.timestamp);
  return {
    day,
    at,
    edition_id: reporter.editionId,
    query_id: data.query_id,
    list: data.list,
    reco_from: data.reco_from,
    page: String(data.page),
    sub_page: data.sub_page,
    device: data.device,
    device_uuid: data.device_uuid,
    // The session's seeker, not the body's claim.
    jobseeker_id: reporter.userId,
    job_id: jobId,
    position,
  };
}

/** Counts one report against its device (or, without one, its network address). */
async function capDevice(rateLimits: RateLimits, device: string | null | undefined, reporter: Reporter) {
  const key = device ? `tracking:device:${device.toLowerCase()}` : `tracking:${reporter.fallbackKey}`;
  await rateLimits.consume(key, reportsPerDevice);
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function deviceOf(event: unknown): string | null {
  const device = (event as { device_uuid?: unknown } | null)?.device_uuid;
  return typeof device === 'string' && uuidShape.test(device) ? device : null;
}

function hostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.slice(0, 255) : null;
  } catch {
    return null;
  }
}

function firstOf(problems: Record<string, string[]>): Record<string, string[]> {
  // Up to 100 events: the first few problems say enough.
  return Object.fromEntries(Object.entries(problems).slice(0, 5));
}
