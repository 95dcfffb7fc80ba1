import type { TApplicationEventKind } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { appendApplicationEvent } from '../job-applications';

/**
 * An interview or an offer about a job the seeker applied to is a step of that application's
 * history (spec §3 application statuses). A withdrawn application keeps its history as it is.
 */
export async function recordApplicationStep(
  trx: Transaction<Database>,
  chat: { jobseeker_id: number; job_id: number | null },
  kind: Extract<TApplicationEventKind, 'interview' | 'offer'>,
): Promise<void> {
  if (chat.job_id === null) return;
  const application = await trx
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('jobseeker_id', '=', chat.jobseeker_id)
    .where('job_id', '=', chat.job_id)
    .executeTakeFirst();
  if (!application || application.status === 'withdrawn') return;
  await appendApplicationEvent(trx, application.id, kind);
}
