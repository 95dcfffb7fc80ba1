/**
 * The rows the tracking writer buffers, per table, with each column's PostgreSQL type: the database
 * sink casts the arrays it unnests to these, and the ClickHouse sink writes the same names.
 */
export const trackingTables = {
  tracking_events: {
    day: 'date',
    at: 'timestamptz',
    edition_id: 'int4',
    name: 'text',
    user_id: 'int4',
    device_uuid: 'uuid',
    page: 'text',
    props: 'jsonb',
  },
  tracking_exposures: listColumns(),
  tracking_clicks: listColumns(),
  tracking_popup_records: {
    at: 'timestamptz',
    device_uuid: 'uuid',
    user_id: 'int4',
    popup_key: 'text',
    action: 'text',
  },
  tracking_traceability: {
    at: 'timestamptz',
    side: 'text',
    edition_id: 'int4',
    device_uuid: 'uuid',
    user_id: 'int4',
    utm_source: 'text',
    utm_medium: 'text',
    utm_campaign: 'text',
    utm_term: 'text',
    utm_content: 'text',
    referrer_host: 'text',
    landing_path: 'text',
  },
  tracking_get_started: {
    at: 'timestamptz',
    edition_id: 'int4',
    device_uuid: 'uuid',
    user_id: 'int4',
    has_email: 'bool',
    has_phone: 'bool',
  },
  tracking_zero_result_searches: { at: 'timestamptz', edition_id: 'int4', query: 'text' },
} as const;

export type TrackingTable = keyof typeof trackingTables;

/** One row: every column of its table, `at` as an ISO instant, `day` as YYYY-MM-DD, props as JSON text. */
export type TrackingRow<T extends TrackingTable> = {
  [C in keyof (typeof trackingTables)[T]]: RowValue<(typeof trackingTables)[T][C]>;
};

/** Tables partitioned by day on PostgreSQL (the high-volume ones). */
export const partitionedTables = ['tracking_events', 'tracking_exposures', 'tracking_clicks'] as const;

export function isPartitioned(table: TrackingTable): boolean {
  return (partitionedTables as readonly string[]).includes(table);
}

/** The tables the product reads back (not analytics): they stay in the database whatever the sink. */
export const productTables: readonly TrackingTable[] = ['tracking_popup_records'];

type RowValue<PgType> = PgType extends 'int4'
  ? number | null
  : PgType extends 'bool'
    ? boolean
    : string | null;

function listColumns() {
  return {
    day: 'date',
    at: 'timestamptz',
    edition_id: 'int4',
    query_id: 'text',
    list: 'text',
    job_id: 'int4',
    position: 'int4',
    reco_from: 'text',
    page: 'text',
    sub_page: 'text',
    device: 'text',
    device_uuid: 'uuid',
    jobseeker_id: 'int4',
  } as const;
}

/** The UTC day of an instant, the partition key. */
export function dayOf(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** A row's `at` (ISO instant) and its partition `day`, from one conversion (every beacon row). */
export function dayAndInstant(at: Date | number): { day: string; at: string } {
  const instant = new Date(at).toISOString();
  return { day: instant.slice(0, 10), at: instant };
}
