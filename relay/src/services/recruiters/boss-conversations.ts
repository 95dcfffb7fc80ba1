import { limits } from '@talkhire/config';
import { shownAvatar, type TApplicationEventKind, type TBossConversationsPage } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SignedInRecruiter } from './recruiter-session';

interface Row {
  chat_id: number | null;
  application_id: number | null;
  jobseeker_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
  identity_verified: boolean;
  job_id: number | null;
  job_title: string | null;
  status: TApplicationEventKind | null;
  unread_count: number;
  updated_at: Date | string;
  total: number | string;
}

/**
 * The Boss's list: every chat of this recruiter (with the application to the chat's job, if any)
 * and every live application to their own jobs that has no chat yet: candidates with a verified
 * identity first (issue 15), then those who refreshed their resume within the last
 * `limits.resumeRefreshDays` days (spec §9's VIP resume refresh), then most recent first. Seekers
 * who blocked the recruiter's company are left out (spec §6).
 */
export async function readBossConversations(
  db: Db,
  recruiter: SignedInRecruiter,
  page: { page: number; size: number },
): Promise<TBossConversationsPage> {
  // Unread counts and names are read for the page's rows only; ordering needs just the times.
  const { rows } = await sql<Row>`
    with listed as (
      select c.id as chat_id, a.id as application_id, c.jobseeker_id, c.job_id, a.status,
        c.recruiter_read_seq as read_seq,
        coalesce(c.last_message_at, a.created_at, c.created_at) as updated_at
      from chats c
      left join applications a on a.job_id = c.job_id and a.jobseeker_id = c.jobseeker_id
      where c.recruiter_user_id = ${recruiter.userId}
      union all
      select null, a.id, a.jobseeker_id, a.job_id, a.status, null, a.created_at
      from applications a
      join jobs j on j.id = a.job_id
      where j.recruiter_id = ${recruiter.recruiterId} and a.status <> 'withdrawn'
        and not exists (select 1 from chats c
          where c.jobseeker_id = a.jobseeker_id and c.recruiter_id = ${recruiter.recruiterId})
    ),
    shown as (
      select l.*, v.identity_verified_at is not null as identity_verified,
        coalesce(v.resume_refreshed_at > now() - make_interval(days => ${limits.resumeRefreshDays}), false)
          as refreshed,
        count(*) over () as total
      from listed l
      join users v on v.id = l.jobseeker_id
      where not exists (select 1 from company_blocks b
        where b.user_id = l.jobseeker_id and b.company_id = ${recruiter.companyId})
      order by identity_verified desc, refreshed desc, l.updated_at desc, l.chat_id desc nulls last,
        l.application_id desc
      limit ${page.size} offset ${(page.page - 1) * page.size}
    )
    select s.chat_id, s.application_id, s.jobseeker_id, u.first_name, u.last_name, u.avatar,
      s.identity_verified, s.job_id,
      j.title as job_title, s.status, s.updated_at, s.total,
      case when s.chat_id is null then 0 else (select count(*) from chat_messages m
        where m.chat_id = s.chat_id and m.chat_seq > s.read_seq
          and m.sender_user_id <> ${recruiter.userId}) end::int as unread_count
    from shown s
    join users u on u.id = s.jobseeker_id
    left join jobs j on j.id = s.job_id
    order by s.identity_verified desc, s.refreshed desc, s.updated_at desc, s.chat_id desc nulls last,
      s.application_id desc
  `.execute(db);
  return {
    conversations: rows.map((row) => ({
      chat_id: row.chat_id,
      application_id: row.application_id,
      candidate: {
        id: row.jobseeker_id,
        first_name: row.first_name,
        last_name: row.last_name,
        avatar: shownAvatar(row.avatar),
        identity_verified: row.identity_verified,
      },
      job: row.job_id !== null && row.job_title !== null ? { id: row.job_id, title: row.job_title } : null,
      status: row.status,
      unread_count: Number(row.unread_count),
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    page: page.page,
    size: page.size,
    total_num: Number(rows[0]?.total ?? 0),
  };
}
