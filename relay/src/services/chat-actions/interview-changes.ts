import type { LanguageCode } from '@talkhire/config';
import type { TInterview } from '@talkhire/contracts';
import { decideInterview, type InterviewEvent, noShowBanEnd } from '@talkhire/machines';
import type { Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Boss, Seeker } from '../../http/viewer';
import { type ChatDelivery, publishChatDeliveries } from '../chat';
import { partyOf } from './chat-action-access';
import { announceRecord } from './chat-action-deliveries';
import { noticeInterview } from './chat-action-notices';
import { interviewColumnsOf, interviewContextOf, readInterview } from './interview-records';
import { interviewRefusalError } from './interview-refusals';

type Party = 'jobseeker' | 'recruiter';

/**
 * One side acts on an invitation: the interview machine decides from the stored status (the relay
 * is the authority; a refused event answers its own code), the row changes, and both members' chat
 * logs get the new state. `eventOf` builds the machine event for the acting side and the moment.
 */
export async function actOnInterview(
  services: { db: Db; bus: Bus },
  input: {
    id: number;
    viewer: Seeker | Boss;
    language: LanguageCode;
    eventOf: (party: Party, at: number, bannedUntil: number | null) => InterviewEvent;
    now?: Date;
  },
): Promise<TInterview> {
  const at = (input.now ?? new Date()).getTime();
  const { interview, deliveries } = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('interviews')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    const party = partyOf(row, input.viewer);
    const bannedUntil = party === 'jobseeker' ? await seekerBanEnd(trx, row.jobseeker_id) : null;
    const event = input.eventOf(party, at, bannedUntil);
    const decision = decideInterview(row.status, interviewContextOf(row), event, `interview:${row.id}`);
    if (!decision.ok) {
      throw interviewRefusalError(decision.refusal, {
        until: bannedUntil === null ? undefined : formatDay(bannedUntil, input.language, row.time_zone),
      });
    }
    return applyInterviewMove(trx, row.id, decision, { changedBy: party, at });
  });
  await publishChatDeliveries(services.bus, deliveries);
  // What the Boss did is news for the seeker; what the seeker did is not.
  if (input.viewer.kind === 'boss') await noticeInterview(services, interview, 'interview_changed');
  return interview;
}

/**
 * Stores a decided move and tells both members. Changes the seeker did not make light the red
 * dot until they look.
 */
export async function applyInterviewMove(
  trx: Transaction<Database>,
  id: number,
  decision: { status: TInterview['status']; context: Parameters<typeof interviewColumnsOf>[0] },
  options: { changedBy: Party | 'time'; at: number },
): Promise<{ interview: TInterview; deliveries: ChatDelivery[] }> {
  await trx
    .updateTable('interviews')
    .set({
      status: decision.status,
      ...interviewColumnsOf(decision.context),
      updated_at: new Date(options.at),
      ...(options.changedBy === 'jobseeker' ? {} : { seeker_unseen: true }),
    })
    .where('id', '=', id)
    .execute();
  const interview = await readInterview(trx, id);
  const deliveries = await announceRecord(trx, { type: 'interview', interview });
  return { interview, deliveries };
}

/** The end of the seeker's no-show ban (spec §9), or null when none runs. */
export async function seekerBanEnd(db: Db | Transaction<Database>, seekerId: number): Promise<number | null> {
  const rows = await db
    .selectFrom('interviews')
    .select(['slots', 'chosen_slot'])
    .where('jobseeker_id', '=', seekerId)
    .where('status', '=', 'not_attended')
    .execute();
  const starts = rows.map((row) => new Date(row.slots[row.chosen_slot ?? 0] ?? 0).getTime());
  return noShowBanEnd(starts);
}

/** A day as the reader says it, in the edition's zone. */
export function formatDay(at: number, language: LanguageCode, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(at);
}
