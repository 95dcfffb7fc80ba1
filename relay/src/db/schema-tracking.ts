import type { ColumnType } from 'kysely';

/** Tables of migration 2026-11-27-e-tracking-events (issue 16, services/tracking). */
type Day = ColumnType<string, string, never>;
type At = ColumnType<Date, Date | string, never>;

export interface TrackingEventsTable {
  /** The UTC day of `at`, the partition key on PostgreSQL. */
  day: Day;
  at: At;
  edition_id: number;
  name: string;
  user_id: number | null;
  device_uuid: string;
  page: string;
  props: ColumnType<Record<string, string | number> | null, string | null, never>;
}

/** One row per job shown (or clicked) in a list, with its position. */
export interface TrackingListRowsTable {
  day: Day;
  at: At;
  edition_id: number;
  query_id: string;
  list: string;
  job_id: number;
  position: number;
  reco_from: string;
  page: string;
  sub_page: string;
  device: string;
  device_uuid: string;
  jobseeker_id: number | null;
}

export interface TrackingPopupRecordsTable {
  at: At;
  device_uuid: string;
  user_id: number | null;
  popup_key: string;
  action: 'shown' | 'closed' | 'clicked';
}

export interface TrackingTraceabilityTable {
  at: At;
  /** 'seeker' (destination traceability) or 'boss' (log_google_utm). */
  side: 'seeker' | 'boss';
  edition_id: number;
  device_uuid: string | null;
  user_id: number | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
}

export interface TrackingGetStartedTable {
  at: At;
  edition_id: number;
  device_uuid: string;
  user_id: number | null;
  has_email: boolean;
  has_phone: boolean;
}

export interface TrackingZeroResultSearchesTable {
  at: At;
  edition_id: number;
  /** The normalised query text (services/jobs normalizeQuery). */
  query: string;
}
