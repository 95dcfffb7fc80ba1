import type { TInterview, TOffer } from '@talkhire/contracts';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { notify } from '../notification-center';

/**
 * Statuses time or the seeker's own steps reach on the way (the interview started, ended, the
 * seeker checked in): the seeker is there, so they are no news for the notification center.
 */
const quietStatuses: ReadonlySet<TInterview['status']> = new Set([
  'checked_in',
  'in_progress',
  'finished',
  'pending_results',
]);

/** After commit: the interview's seeker finds the invitation, or what changed, in their notices. */
export async function noticeInterview(
  services: { db: Db; bus: Bus },
  interview: TInterview,
  kind: 'interview_invited' | 'interview_changed',
): Promise<void> {
  if (kind === 'interview_changed' && quietStatuses.has(interview.status)) return;
  await notify(services, {
    userId: await seekerOfChat(services.db, interview.chat_id),
    kind,
    chatId: interview.chat_id,
    interviewId: interview.id,
    jobId: interview.job?.id ?? null,
    data: {
      company: interview.company_name,
      job_title: interview.job?.title ?? '',
      status: interview.status,
    },
  });
}

/** After commit: the offer's seeker finds it (or its new status) in their notices. */
export async function noticeOffer(
  services: { db: Db; bus: Bus },
  offer: TOffer,
  kind: 'offer_sent' | 'offer_changed',
): Promise<void> {
  await notify(services, {
    userId: await seekerOfChat(services.db, offer.chat_id),
    kind,
    chatId: offer.chat_id,
    offerId: offer.id,
    jobId: offer.job?.id ?? null,
    data: { company: offer.company_name, job_title: offer.job?.title ?? '', status: offer.status },
  });
}

async function seekerOfChat(db: Db, chatId: number): Promise<number> {
  const chat = await db
    .selectFrom('chats')
    .select('jobseeker_id')
    .where('id', '=', chatId)
    .executeTakeFirstOrThrow();
  return chat.jobseeker_id;
}
