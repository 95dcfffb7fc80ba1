import type { TPopupRecord, TRedirectCondition } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * GET /popup-window/record/list: each popup this device was shown (and, for a signed-in member,
 * on any of their devices), when last and how often, for the web to apply the popup's rule.
 */
export async function listPopupRecords(
  db: Db,
  who: { deviceUuid: string; userId: number | null },
): Promise<TPopupRecord[]> {
  const rows = await db
    .selectFrom('tracking_popup_records')
    .where((eb) =>
      who.userId === null
        ? eb('device_uuid', '=', who.deviceUuid)
        : eb.or([eb('device_uuid', '=', who.deviceUuid), eb('user_id', '=', who.userId)]),
    )
    .groupBy('popup_key')
    .select([
      'popup_key',
      sql<Date | null>`max(at) filter (where action = 'shown')`.as('last_shown_at'),
      sql<number>`(count(*) filter (where action = 'shown'))::int`.as('times_shown'),
    ])
    .orderBy('popup_key')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    popup_key: row.popup_key,
    last_shown_at: row.last_shown_at ? new Date(row.last_shown_at).toISOString() : null,
    times_shown: Number(row.times_shown),
  }));
}

/**
 * GET /web/jobseeker/redirect_condition?job_id: an open job ('active') sends the visitor to its
 * page; a job on hold, closed, deleted or unknown sends them nowhere (the web stays on the list).
 */
export async function redirectCondition(db: Db, jobId: number): Promise<TRedirectCondition> {
  const job = await db.selectFrom('jobs').where('id', '=', jobId).select(['id', 'status']).executeTakeFirst();
  return job?.status === 'active' ? { redirect: 'job', job_id: job.id } : { redirect: 'none', job_id: null };
}
