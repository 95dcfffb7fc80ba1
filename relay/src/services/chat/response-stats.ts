import { chatMessageKinds } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const day = 86_400_000;

export interface ResponseStats {
  /** Share (0–100) of seekers' first messages answered within 7 days; null with none to judge. */
  rate: number | null;
  /** Median minutes from a seeker's first message to the Boss's first reply; null with no reply. */
  replyMinutes: number | null;
}

/**
 * Spec §2's '7-day response rate' and a Boss's reply time, from real chats only: over the chats
 * seekers opened in the last 90 days, the first message of the seeker against the Boss's first
 * message after it (the automatic greeting comes before it, so it never counts; cards do not
 * count). A question younger than 7 days counts once answered. For one recruiter or a company.
 */
export async function responseStats(
  db: Db,
  scope: { companyId: number } | { recruiterId: number },
  now = new Date(),
): Promise<ResponseStats> {
  const since = new Date(now.getTime() - 90 * day);
  const weekAgo = new Date(now.getTime() - 7 * day);
  const inScope =
    'companyId' in scope
      ? sql`c.company_id = ${scope.companyId}`
      : sql`c.recruiter_id = ${scope.recruiterId}`;
  const { rows } = await sql<{ answered: number; due: number; median_minutes: number | null }>`
    with asked as (
      select c.id, c.recruiter_user_id, min(m.created_at) as asked_at
      from chats c
      join chat_messages m on m.chat_id = c.id and m.sender_user_id = c.jobseeker_id
        and m.kind = any(${[...chatMessageKinds]})
      where ${inScope}
      group by c.id, c.recruiter_user_id
    ), replies as (
      select a.asked_at, (
        select min(b.created_at) from chat_messages b
        where b.chat_id = a.id and b.sender_user_id = a.recruiter_user_id
          and b.kind = any(${[...chatMessageKinds]}) and b.created_at > a.asked_at
      ) as replied_at
      from asked a
      where a.asked_at >= ${since}
    )
    select
      count(*) filter (where replied_at <= asked_at + interval '7 days')::int as answered,
      count(*) filter (where replied_at <= asked_at + interval '7 days' or asked_at <= ${weekAgo})::int as due,
      percentile_cont(0.5) within group (order by extract(epoch from replied_at - asked_at) / 60)
        filter (where replied_at is not null) as median_minutes
    from replies`.execute(db);
  const { answered = 0, due = 0, median_minutes = null } = rows[0] ?? {};
  return {
    rate: due > 0 ? Math.round((100 * answered) / due) : null,
    replyMinutes: median_minutes === null ? null : Math.max(1, Math.round(Number(median_minutes))),
  };
}
