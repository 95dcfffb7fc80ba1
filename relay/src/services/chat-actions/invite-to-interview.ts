import { editionTimeZone } from '@talkhire/config';
import { errorCodes, type TInterview, type ZInterviewInviteBody } from '@talkhire/contracts';
import { interviewMachine, reportLifecycleStart } from '@talkhire/machines';
import type { z } from 'zod';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Boss } from '../../http/viewer';
import type { Outbox } from '../../outbox/outbox';
import { recordApplicationStep } from './application-steps';
import { chatOfMember } from './chat-action-access';
import { announceRecord, deliverAfterCommit, placeCard } from './chat-action-deliveries';
import { noticeInterview } from './chat-action-notices';
import { mailInterview } from './interview-mail';
import { readInterview } from './interview-records';

/**
 * The Boss invites the chat's seeker (spec §4): 1–3 future slots, earliest first, in the edition's
 * zone. One transaction stores the invitation, tells both logs, places the card, steps the
 * application and queues the seeker's mail; after commit the sockets and Web Push follow.
 */
export async function inviteToInterview(
  services: { db: Db; bus: Bus; outbox: Outbox },
  input: { viewer: Boss; body: z.output<typeof ZInterviewInviteBody>; now?: Date },
): Promise<TInterview> {
  const { db, bus, outbox } = services;
  const { body } = input;
  const now = (input.now ?? new Date()).getTime();
  const slots = [...new Set(body.slots.map((slot) => new Date(slot).getTime()))].sort((a, b) => a - b);
  if (slots.some((slot) => slot <= now)) throw new ApiError(errorCodes.interviewSlotPassed);
  const { interview, deliveries } = await db.transaction().execute(async (trx) => {
    const chat = await chatOfMember(trx, body.chat_id, input.viewer, { lock: true });
    const company = await trx
      .selectFrom('companies')
      .select('edition_id')
      .where('id', '=', chat.company_id)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('interviews')
      .values({
        chat_id: chat.id,
        job_id: chat.job_id,
        jobseeker_id: chat.jobseeker_id,
        recruiter_id: chat.recruiter_id,
        slots: slots.map((slot) => new Date(slot)),
        duration_minutes: body.duration_minutes,
        time_zone: editionTimeZone(company.edition_id),
        address: body.address,
        video_link: body.video_link,
        contact_person: body.contact_person,
        contact_number: body.contact_number,
        instructions: body.instructions || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const interview = await readInterview(trx, id);
    const deliveries = [
      ...(await announceRecord(trx, { type: 'interview', interview })),
      ...(await placeCard(trx, chat.id, chat.recruiter_user_id, { kind: 'interview', interview_id: id })),
    ];
    await recordApplicationStep(trx, chat, 'interview');
    await mailInterview(outbox, trx, interview, 'interview_invitation');
    return { interview, deliveries };
  });
  await deliverAfterCommit({ db, bus }, deliveries);
  await noticeInterview({ db, bus }, interview, 'interview_invited');
  reportLifecycleStart(interviewMachine, `interview:${interview.id}`, {
    status: interview.status,
    context: interview,
  });
  return interview;
}
