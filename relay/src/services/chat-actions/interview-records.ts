import type { TInterview, TInterviewStatus } from '@talkhire/contracts';
import type { InterviewContext } from '@talkhire/machines';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { partyOf } from './chat-action-access';

type Reader = Db | Transaction<Database>;

/** One invitation as both sides see it, or 404. */
export async function readInterview(db: Reader, id: number): Promise<TInterview> {
  const [interview] = await selectInterviews(db).where('interviews.id', '=', id).execute();
  if (!interview) throw ApiError.notFound();
  return toInterview(interview);
}

/** An invitation of the viewer's own chats; any other answers 404 as if it did not exist. */
export async function readMemberInterview(
  db: Reader,
  id: number,
  viewer: Parameters<typeof partyOf>[1],
): Promise<TInterview> {
  const row = await db
    .selectFrom('interviews')
    .select(['jobseeker_id', 'recruiter_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  partyOf(row, viewer);
  return readInterview(db, id);
}

/** A page of one side's invitations, filtered by status; sort 1 soonest first, 2 newest first. */
export async function listInterviews(
  db: Reader,
  owner: { jobseekerId: number } | { recruiterId: number },
  query: { status: TInterviewStatus[]; sort: number; page: number; size: number },
): Promise<{ interviews: TInterview[]; page: number; size: number; total_num: number }> {
  const scoped = <Q extends ReturnType<typeof selectInterviews>>(q: Q) => {
    let scopedQuery =
      'jobseekerId' in owner
        ? q.where('interviews.jobseeker_id', '=', owner.jobseekerId)
        : q.where('interviews.recruiter_id', '=', owner.recruiterId);
    if (query.status.length > 0) scopedQuery = scopedQuery.where('interviews.status', 'in', query.status);
    return scopedQuery as Q;
  };
  const ordered =
    query.sort === 1
      ? scoped(selectInterviews(db)).orderBy(
          sql`coalesce(interviews.slots[coalesce(interviews.chosen_slot, 0) + 1], interviews.created_at)`,
          'asc',
        )
      : scoped(selectInterviews(db)).orderBy('interviews.created_at', 'desc');
  const [rows, total] = await Promise.all([
    ordered
      .orderBy('interviews.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    scoped(selectInterviews(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    interviews: rows.map(toInterview),
    page: query.page,
    size: query.size,
    total_num: Number(total.n),
  };
}

/** The machine's context from a stored invitation. */
export function interviewContextOf(row: {
  slots: Date[];
  duration_minutes: number;
  time_zone: string;
  chosen_slot: number | null;
  attendance: 'attended' | 'absent' | null;
  reason: string | null;
  cancelled_by: 'jobseeker' | 'recruiter' | null;
  result_requested_at: Date | null;
}): InterviewContext {
  return {
    slots: row.slots.map((slot) => new Date(slot).getTime()),
    durationMinutes: row.duration_minutes,
    timeZone: row.time_zone,
    chosenSlot: row.chosen_slot,
    attendance: row.attendance,
    reason: row.reason,
    cancelledBy: row.cancelled_by,
    resultRequestedAt: row.result_requested_at ? new Date(row.result_requested_at).getTime() : null,
  };
}

/** The stored columns a machine context writes back. */
export function interviewColumnsOf(context: InterviewContext) {
  return {
    chosen_slot: context.chosenSlot,
    attendance: context.attendance,
    reason: context.reason,
    cancelled_by: context.cancelledBy,
    result_requested_at: context.resultRequestedAt === null ? null : new Date(context.resultRequestedAt),
  };
}

function selectInterviews(db: Reader) {
  return db
    .selectFrom('interviews')
    .innerJoin('recruiters', 'recruiters.id', 'interviews.recruiter_id')
    .innerJoin('companies', 'companies.id', 'recruiters.company_id')
    .innerJoin('users', 'users.id', 'interviews.jobseeker_id')
    .leftJoin('jobs', 'jobs.id', 'interviews.job_id')
    .selectAll('interviews')
    .select([
      'jobs.title as job_title',
      'companies.name as company_name',
      'recruiters.first_name as recruiter_first_name',
      'recruiters.last_name as recruiter_last_name',
      'users.first_name as seeker_first_name',
      'users.last_name as seeker_last_name',
    ]);
}

type SelectedInterview = Awaited<ReturnType<ReturnType<typeof selectInterviews>['execute']>>[number];

function toInterview(row: SelectedInterview): TInterview {
  return {
    id: row.id,
    chat_id: row.chat_id,
    job: row.job_id !== null && row.job_title !== null ? { id: row.job_id, title: row.job_title } : null,
    company_name: row.company_name,
    recruiter_name: `${row.recruiter_first_name} ${row.recruiter_last_name}`.trim(),
    seeker_name: `${row.seeker_first_name ?? ''} ${row.seeker_last_name ?? ''}`.trim(),
    status: row.status,
    slots: row.slots.map((slot) => new Date(slot).toISOString()),
    chosen_slot: row.chosen_slot,
    duration_minutes: row.duration_minutes,
    time_zone: row.time_zone,
    address: row.address,
    video_link: row.video_link,
    contact_person: row.contact_person,
    contact_number: row.contact_number,
    instructions: row.instructions,
    attendance: row.attendance,
    reason: row.reason,
    cancelled_by: row.cancelled_by,
    result_requested_at: row.result_requested_at ? new Date(row.result_requested_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
