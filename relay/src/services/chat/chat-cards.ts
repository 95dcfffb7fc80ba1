import type { TChatCard } from '@talkhire/contracts';
import type { Db } from '../../db/database';

/** The seeker's chats with what the list shows of each: the Boss, the company, the job, a block. */
export async function listChatCards(db: Db, seekerId: number): Promise<TChatCard[]> {
  const rows = await db
    .selectFrom('chats')
    .innerJoin('recruiters', 'recruiters.id', 'chats.recruiter_id')
    .innerJoin('companies', 'companies.id', 'chats.company_id')
    .leftJoin('jobs', 'jobs.id', 'chats.job_id')
    .leftJoin('company_blocks', (join) =>
      join
        .onRef('company_blocks.company_id', '=', 'chats.company_id')
        .on('company_blocks.user_id', '=', seekerId),
    )
    .select([
      'chats.id as chat_id',
      'chats.job_id',
      'jobs.title as job_title',
      'chats.company_id',
      'companies.name as company_name',
      'recruiters.first_name',
      'recruiters.last_name',
      'recruiters.job_title as counterpart_title',
      'recruiters.last_active_at',
      'company_blocks.id as block_id',
    ])
    .where('chats.jobseeker_id', '=', seekerId)
    .orderBy('chats.id', 'desc')
    .execute();
  return rows.map((row) => ({
    chat_id: row.chat_id,
    job_id: row.job_id,
    job_title: row.job_title,
    company_id: row.company_id,
    company_name: row.company_name,
    counterpart_name: `${row.first_name} ${row.last_name}`.trim(),
    counterpart_title: row.counterpart_title,
    company_blocked: row.block_id !== null,
    last_active_at: row.last_active_at ? new Date(row.last_active_at).toISOString() : null,
  }));
}
