import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { openChat, publishChatDeliveries, publishChatPush } from '../chat';
import { requireVisibleCandidate } from './candidate-access';
import type { SignedInRecruiter } from './recruiter-session';

/**
 * The Boss answers an application that has no chat yet by opening one about its job. A new chat
 * sends the seeker's open pages to it (spec §2 jobseeker_redirect): the Boss reached out.
 */
export async function openApplicationChat(
  db: Db,
  bus: Bus,
  recruiter: SignedInRecruiter,
  applicationId: number,
): Promise<{ chat_id: number }> {
  const application = await db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.jobseeker_id', 'a.job_id'])
    .where('a.id', '=', applicationId)
    .where('j.recruiter_id', '=', recruiter.recruiterId)
    .executeTakeFirst();
  if (!application) throw ApiError.notFound();
  await requireVisibleCandidate(db, recruiter, application.jobseeker_id);
  const { chat, created, deliveries } = await openChat(db, {
    jobseekerId: application.jobseeker_id,
    recruiterId: recruiter.recruiterId,
    jobId: application.job_id,
  });
  await publishChatDeliveries(bus, deliveries);
  if (created) await publishChatPush(bus, { user_id: application.jobseeker_id, chat_id: chat.id });
  return { chat_id: chat.id };
}
