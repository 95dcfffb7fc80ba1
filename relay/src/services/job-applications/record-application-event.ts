import type { TApplicationEvent, TApplicationEventKind } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { noticeApplicationStep } from './application-notices';
import { alreadyWithdrawn } from './application-refusals';

/**
 * Adds one step to an application's history and makes it the application's status. The seeker's
 * side records 'applied' and 'withdrawn'; the employer console records the others (viewed, resume
 * downloaded, interview, not suitable with its reason, offer). A withdrawn application is final.
 */
export function recordApplicationEvent(
  db: Db,
  applicationId: number,
  kind: TApplicationEventKind,
  reason?: string | null,
): Promise<TApplicationEvent> {
  return db.transaction().execute((trx) => appendApplicationEvent(trx, applicationId, kind, reason));
}

/** The same, inside a transaction the caller already holds. */
export async function appendApplicationEvent(
  trx: Transaction<Database>,
  applicationId: number,
  kind: TApplicationEventKind,
  reason?: string | null,
): Promise<TApplicationEvent> {
  // The row lock orders concurrent events: two withdrawals cannot both see 'not yet withdrawn'.
  const application = await trx
    .selectFrom('applications')
    .select('status')
    .where('id', '=', applicationId)
    .forUpdate()
    .executeTakeFirst();
  if (!application) throw ApiError.notFound();
  if (application.status === 'withdrawn') throw alreadyWithdrawn();
  const event = await trx
    .insertInto('application_events')
    .values({ application_id: applicationId, kind, reason: reason ?? null })
    .returning(['id', 'kind', 'reason', 'created_at'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('applications')
    .set({ status: kind, updated_at: event.created_at })
    .where('id', '=', applicationId)
    .execute();
  await noticeApplicationStep(trx, applicationId, kind);
  return { ...event, created_at: new Date(event.created_at).toISOString() };
}
