import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Chats a company must have had before its own record speaks for it. */
export const responseRateMinChats = 5;
const day = 86_400_000;

/**
 * Spec §2 '7-day response rate' of a company: the share (0–100) of seekers who wrote to its
 * recruiters and got an answer within 7 days, over the chats seekers opened in the last 90 days
 * (a question younger than 7 days counts once answered). With fewer than five such chats the
 * record is too thin, and each recruiter's recorded response rate stands in, weighted by the
 * active jobs they hold; a company with no active job weighs its recruiters equally. Null when
 * it has no recruiter.
 */
export async function companyResponseRate(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<number | null> {
  const fromChats = await chatResponseRate(db, companyId, now);
  if (fromChats !== null) return fromChats;
  const recruiters = await db
    .selectFrom('recruiters as r')
    // Joined on the company too, so the jobs come through the company index.
    .leftJoin('jobs as j', (join) =>
      join
        .onRef('j.recruiter_id', '=', 'r.id')
        .onRef('j.company_id', '=', 'r.company_id')
        .on('j.status', '=', 'active'),
    )
    .where('r.company_id', '=', companyId)
    .groupBy('r.id')
    .select(['r.response_rate', sql<number>`count(j.id)::int`.as('active_jobs')])
    .execute();
  if (!recruiters.length) return null;
  return Math.round(responseRateOf(recruiters));
}

/** Weighted by active jobs; equal weights when none holds an active job. */
export function responseRateOf(recruiters: { response_rate: number; active_jobs: number }[]): number {
  const jobs = recruiters.reduce((n, r) => n + r.active_jobs, 0);
  if (jobs === 0) return recruiters.reduce((n, r) => n + r.response_rate, 0) / recruiters.length;
  return recruiters.reduce((n, r) => n + r.response_rate * r.active_jobs, 0) / jobs;
}

/** Answered within 7 days, out of the seekers' first messages old enough to judge; null if too few. */
async function chatResponseRate(db: Db, companyId: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - 90 * day);
  const weekAgo = new Date(now.getTime() - 7 * day);
  const { rows } = await sql<{ answered: number; due: number }>`
    with asked as (
      select c.id, c.recruiter_user_id, min(m.created_at) as asked_at
      from chats c
      join chat_messages m on m.chat_id = c.id and m.sender_user_id = c.jobseeker_id
      where c.company_id = ${companyId}
      group by c.id, c.recruiter_user_id
    ), judged as (
      select a.asked_at, exists (
        select 1 from chat_messages b
        where b.chat_id = a.id and b.sender_user_id = a.recruiter_user_id
          and b.created_at > a.asked_at and b.created_at <= a.asked_at + interval '7 days'
      ) as answered
      from asked a
      where a.asked_at >= ${since}
    )
    select count(*) filter (where answered)::int as answered,
           count(*) filter (where answered or asked_at <= ${weekAgo})::int as due
    from judged`.execute(db);
  const { answered = 0, due = 0 } = rows[0] ?? {};
  return due >= responseRateMinChats ? Math.round((100 * answered) / due) : null;
}
