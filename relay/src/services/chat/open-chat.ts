import { errorCodes, type TChatSummary } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { appendChatEvent, type ChatDelivery } from './chat-event-log';

/**
 * Opens the chat between a seeker and a recruiter about a job, or returns the one they already
 * have (one chat per pair; spec §4 switches its job with the seeker's confirmation). A new chat is
 * the first event of its log; the caller publishes the deliveries after this returns.
 */
export async function openChat(
  db: Db,
  input: { jobseekerId: number; recruiterId: number; jobId: number | null },
): Promise<{ chat: TChatSummary; created: boolean; deliveries: ChatDelivery[] }> {
  const recruiter = await db
    .selectFrom('recruiters')
    .select(['id', 'company_id', 'user_id'])
    .where('id', '=', input.recruiterId)
    .executeTakeFirst();
  if (!recruiter) throw ApiError.notFound();
  // A recruiter without a sign-in account could never answer: the chat cannot be created.
  if (recruiter.user_id === null) throw new ApiError(errorCodes.chatCreationFailed);
  if (recruiter.user_id === input.jobseekerId) throw new ApiError(errorCodes.cannotChatWithYourself);
  if (input.jobId !== null) {
    const job = await db
      .selectFrom('jobs')
      .select('recruiter_id')
      .where('id', '=', input.jobId)
      .executeTakeFirst();
    if (!job || job.recruiter_id !== recruiter.id) throw ApiError.notFound();
  }
  const recruiterUserId = recruiter.user_id;

  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chats')
      .values({
        jobseeker_id: input.jobseekerId,
        recruiter_id: recruiter.id,
        recruiter_user_id: recruiterUserId,
        job_id: input.jobId,
        company_id: recruiter.company_id,
      })
      .onConflict((oc) => oc.columns(['jobseeker_id', 'recruiter_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    const row =
      inserted ??
      (await trx
        .selectFrom('chats')
        .selectAll()
        .where('jobseeker_id', '=', input.jobseekerId)
        .where('recruiter_id', '=', recruiter.id)
        .executeTakeFirstOrThrow());
    const chat: TChatSummary = {
      id: row.id,
      jobseeker_id: row.jobseeker_id,
      recruiter_id: row.recruiter_id,
      recruiter_user_id: row.recruiter_user_id,
      job_id: row.job_id,
      company_id: row.company_id,
      created_at: row.created_at.toISOString(),
    };
    if (!inserted) return { chat, created: false, deliveries: [] };
    const delivery = await appendChatEvent(trx, chat.id, { type: 'chat', chat });
    return { chat, created: true, deliveries: [delivery] };
  });
}
