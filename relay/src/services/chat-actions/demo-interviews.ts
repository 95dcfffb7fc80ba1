import { editionTimeZone } from '@talkhire/config';
import type { TInterviewStatus } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ensureRecruiterChatAccount, openChat, relayClientId, storeChatMessages } from '../chat';
import { announceRecord, placeCard } from './chat-action-deliveries';
import { readInterview } from './interview-records';
import { readOffer } from './offers';

const hour = 3_600_000;
const day = 24 * hour;

/** What a demo seeker finds in their chat and My Jobs: invitations at several stages. */
const demoInterviews: {
  status: TInterviewStatus;
  /** Days from now of each proposed slot (10:00 in the edition's zone, roughly). */
  days: number[];
  chosen: number | null;
  attendance?: 'attended' | 'absent';
  reason?: string;
}[] = [
  { status: 'pending', days: [2, 3, 4], chosen: null },
  { status: 'accepted', days: [6], chosen: 0 },
  { status: 'passed', days: [-12], chosen: 0, attendance: 'attended' },
  { status: 'cancelled', days: [-4, -3], chosen: 0, reason: 'The position has been filled.' },
];

/**
 * Demo data for issue 13: each demo seeker gets a chat with a Boss of their edition (the demo Boss
 * where the edition has one) in which both have written, invitations in several statuses and an
 * offer waiting for an answer, delivered to both chat logs as live ones are. Does nothing for a
 * seeker who already has an invitation, so it runs on every start.
 */
export async function seedDemoInterviews(
  db: Db,
  seekers: { userId: number; editionId: number }[],
  now = new Date(),
): Promise<number> {
  let seeded = 0;
  for (const seeker of seekers) {
    const known = await db
      .selectFrom('interviews')
      .select('id')
      .where('jobseeker_id', '=', seeker.userId)
      .executeTakeFirst();
    if (known) continue;
    const recruiter = await demoBossOf(db, seeker.editionId);
    if (!recruiter) continue;
    await ensureRecruiterChatAccount(db, recruiter.id);
    const { chat } = await openChat(db, {
      jobseekerId: seeker.userId,
      recruiterId: recruiter.id,
      jobId: recruiter.job_id,
    });
    const timeZone = editionTimeZone(seeker.editionId);
    await db.transaction().execute(async (trx) => {
      await storeChatMessages(trx, [
        demoText(chat.id, seeker.userId, 1, 'Hello! I would like to know more about this role.'),
        demoText(
          chat.id,
          chat.recruiter_user_id,
          2,
          'Thanks for reaching out. Your background looks like a good fit.',
        ),
      ]);
      const morning = startOfHour(now.getTime()) + 2 * hour;
      for (const plan of demoInterviews) {
        const { id } = await trx
          .insertInto('interviews')
          .values({
            chat_id: chat.id,
            job_id: chat.job_id,
            jobseeker_id: seeker.userId,
            recruiter_id: recruiter.id,
            status: plan.status,
            slots: plan.days.map((d) => new Date(morning + d * day)),
            duration_minutes: 60,
            time_zone: timeZone,
            chosen_slot: plan.chosen,
            address: recruiter.address ?? recruiter.company_name,
            contact_person: `${recruiter.first_name} ${recruiter.last_name}`,
            // Seeded recruiters have a number (seed/chat-seed.ts).
            contact_number: recruiter.phone_num ?? '-',
            instructions: 'Please bring a valid ID and arrive ten minutes early.',
            attendance: plan.attendance ?? null,
            reason: plan.reason ?? null,
            cancelled_by: plan.status === 'cancelled' ? 'recruiter' : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await announceRecord(trx, { type: 'interview', interview: await readInterview(trx, id) });
        await placeCard(trx, chat.id, chat.recruiter_user_id, { kind: 'interview', interview_id: id });
      }
      const { id: offerId } = await trx
        .insertInto('offers')
        .values({
          chat_id: chat.id,
          job_id: chat.job_id,
          jobseeker_id: seeker.userId,
          recruiter_id: recruiter.id,
          salary: 'As discussed, monthly',
          start_date: new Date(now.getTime() + 30 * day).toISOString().slice(0, 10),
          note: 'We would be glad to have you on the team.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await announceRecord(trx, { type: 'offer', offer: await readOffer(trx, offerId) });
      await placeCard(trx, chat.id, chat.recruiter_user_id, { kind: 'offer', offer_id: offerId });
    });
    seeded += 1;
  }
  return seeded;
}

/** The edition's demo Boss (a recruiter with an account), else its recruiter with most open jobs. */
async function demoBossOf(db: Db, editionId: number) {
  return db
    .selectFrom('recruiters as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .innerJoin('jobs as j', (join) => join.onRef('j.recruiter_id', '=', 'r.id').on('j.status', '=', 'active'))
    .select(['r.id', 'r.first_name', 'r.last_name', 'r.phone_num', 'c.name as company_name', 'c.address'])
    .select((eb) => eb.fn.min('j.id').as('job_id'))
    .where('c.edition_id', '=', editionId)
    .groupBy(['r.id', 'r.first_name', 'r.last_name', 'r.phone_num', 'c.name', 'c.address', 'r.user_id'])
    .orderBy((eb) => eb.case().when('r.user_id', 'is not', null).then(0).else(1).end())
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
}

function demoText(chatId: number, senderUserId: number, n: number, text: string) {
  // Derived ids: a second run finds them stored and writes nothing.
  const clientId = relayClientId('demoMessage', chatId * 16 + n);
  return { chatId, senderUserId, clientId, body: { kind: 'text' as const, text } };
}

function startOfHour(at: number): number {
  return at - (at % hour);
}
