import { editionById, type LanguageCode } from '@talkhire/config';
import { decideInterview } from '@talkhire/machines';
import { sql } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { enqueueMail } from '../../outbox/templated-mail';
import { publishChatDeliveries } from '../chat';
import { applyInterviewMove } from './interview-changes';
import { interviewContextOf, readInterview } from './interview-records';
import { interviewWhen } from './interview-texts';

/** Our choice: the reminder goes an hour before the interview. */
export const interviewReminderMs = 60 * 60_000;

/**
 * Time moves invitations on its own (spec §4): each minute the interview machine gets a TICK for
 * every invitation whose time has come (pending past its first slot, accepted or checked in past the
 * start, under way past the end, finished a day ago). Each row moves in its own transaction, locked
 * with SKIP LOCKED, so two relays never move it twice and a seeker's answer in flight wins or
 * loses cleanly. Then the reminders of interviews starting within the hour.
 */
export function interviewClockTask(services: { db: Db; bus: Bus; outbox: Outbox }) {
  return {
    name: 'interview-clock',
    async run(now: Date) {
      const moved = await moveDueInterviews(services, now);
      const reminded = await remindUpcomingInterviews(services, now);
      return { moved, reminded };
    },
  };
}

async function moveDueInterviews({ db, bus }: { db: Db; bus: Bus }, now: Date): Promise<number> {
  const due = await db
    .selectFrom('interviews')
    .select('id')
    .where('status', 'in', ['pending', 'accepted', 'checked_in', 'not_checked_in', 'in_progress', 'finished'])
    .where(sql<boolean>`interviews.slots[coalesce(interviews.chosen_slot, 0) + 1] <= ${now}`)
    .orderBy('id')
    .limit(500)
    .execute();
  let moved = 0;
  for (const { id } of due) {
    const deliveries = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('interviews')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return [];
      const decision = decideInterview(row.status, interviewContextOf(row), {
        type: 'TICK',
        at: now.getTime(),
      });
      if (!decision.ok) return [];
      moved++;
      const { deliveries } = await applyInterviewMove(trx, id, decision, {
        changedBy: 'time',
        at: now.getTime(),
      });
      return deliveries;
    });
    await publishChatDeliveries(bus, deliveries);
  }
  return moved;
}

async function remindUpcomingInterviews(
  { db, outbox }: { db: Db; outbox: Outbox },
  now: Date,
): Promise<number> {
  const soon = await db
    .selectFrom('interviews')
    .select('id')
    .where('status', 'in', ['accepted', 'checked_in'])
    .where('reminded_at', 'is', null)
    .where(
      sql<boolean>`interviews.slots[interviews.chosen_slot + 1] <= ${new Date(now.getTime() + interviewReminderMs)}`,
    )
    .where(sql<boolean>`interviews.slots[interviews.chosen_slot + 1] > ${now}`)
    .limit(500)
    .execute();
  for (const { id } of soon) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('interviews')
        .set({ reminded_at: now })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .returning(['jobseeker_id', 'recruiter_id'])
        .executeTakeFirst();
      if (!claimed) return;
      const interview = await readInterview(trx, id);
      const seeker = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', claimed.jobseeker_id)
        .executeTakeFirstOrThrow();
      const company = await trx
        .selectFrom('recruiters')
        .innerJoin('companies', 'companies.id', 'recruiters.company_id')
        .select('companies.edition_id')
        .where('recruiters.id', '=', claimed.recruiter_id)
        .executeTakeFirstOrThrow();
      const language = (editionById(company.edition_id)?.seoLanguage ?? 'en') as LanguageCode;
      await enqueueMail(outbox, {
        to: seeker.email,
        language,
        template: 'interview_reminder',
        values: {
          company: interview.company_name,
          job: interview.job?.title ?? interview.company_name,
          when: interviewWhen(interview, language),
        },
        db: trx,
      });
    });
  }
  return soon.length;
}
