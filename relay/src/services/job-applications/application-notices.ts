import type { TApplicationEventKind } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notify } from '../notification-center';

/**
 * Steps of an application the employer takes that the notification center tells the seeker of.
 * 'applied' and 'withdrawn' are the seeker's own; 'interview' and 'offer' come with a notice of
 * their own (the invitation, the offer), so they are not told twice.
 */
const announcedSteps: ReadonlySet<TApplicationEventKind> = new Set([
  'viewed',
  'resume_downloaded',
  'not_suitable',
]);

/** Inside the step's transaction: the seeker's notice is stored with the step, or not at all. */
export async function noticeApplicationStep(
  trx: Transaction<Database>,
  applicationId: number,
  kind: TApplicationEventKind,
): Promise<void> {
  if (!announcedSteps.has(kind)) return;
  const row = await trx
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .select(['a.jobseeker_id', 'a.job_id', 'j.title', 'c.name'])
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await notify(
    { db: trx },
    {
      userId: row.jobseeker_id,
      kind: 'application_status',
      jobId: row.job_id,
      data: { company: row.name, job_title: row.title, status: kind },
    },
  );
}
