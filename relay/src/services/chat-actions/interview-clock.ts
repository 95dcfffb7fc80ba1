import { decideInterview } from '@talkhire/machines';
import { sql } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { publishChatDeliveries } from '../chat';
import { noticeInterview } from './chat-action-notices';
import { applyInterviewMove } from './interview-changes';
import { mailInterview } from './interview-mail';
import { interviewContextOf, readInterview } from './interview-records';

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
    const change = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('interviews')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return null;
      const decision = decideInterview(
        row.status,
        interviewContextOf(row),
        { type: 'TICK', at: now.getTime() },
        `interview:${row.id}`,
      );
      if (!decision.ok) return null;
      moved++;
      return applyInterviewMove(trx, id, decision, { changedBy: 'time', at: now.getTime() });
    });
    if (!change) continue;
    await publishChatDeliveries(bus, change.deliveries);
    if (change.deliveries.length > 0)
      await noticeInterview({ db, bus }, change.interview, 'interview_changed');
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
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return;
      await mailInterview(outbox, trx, await readInterview(trx, id), 'interview_reminder');
    });
  }
  return soon.length;
}
