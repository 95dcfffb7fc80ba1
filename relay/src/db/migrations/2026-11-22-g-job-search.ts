import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: what the job search needs beyond the platform's full-text and trigram indexes: the
 * monthly-equivalent pay used to filter and sort by salary, and indexes for the orders of the
 * search on active jobs of one edition (checked with EXPLAIN at 200,000 jobs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Hourly, daily, monthly and annual amounts on one scale (about 21.7 working days and 173 hours
  // a month, as the seeder's pay model); null for pay types without an amount.
  await sql`
    create or replace function job_monthly_pay(amount bigint, pay_type text)
    returns bigint language sql immutable parallel safe
    as $$ select case pay_type
      when 'monthly' then amount
      when 'annually' then amount / 12
      when 'daily' then round(amount * 21.7)::bigint
      when 'hourly' then amount * 173
    end $$
  `.execute(db);

  // Newest first (sort 2, and the tie-break of every other order) within an edition.
  await sql`
    create index jobs_search_newest_idx on jobs (edition_id, posted_at desc, id desc)
    where status = 'active'
  `.execute(db);
  // Relevance without a query (sort 1): featured, then urgent, then newest.
  await sql`
    create index jobs_search_promoted_idx
    on jobs (edition_id, is_featured desc, is_urgent desc, posted_at desc, id desc)
    where status = 'active'
  `.execute(db);
  // Highest salary (sort 3) and the salary filters.
  await sql`
    create index jobs_search_pay_idx
    on jobs (edition_id, job_monthly_pay(salary_to, pay_type) desc nulls last, posted_at desc, id desc)
    where status = 'active'
  `.execute(db);
  // 'Others' adds the remote jobs of every edition.
  await sql`
    create index jobs_search_remote_idx on jobs (posted_at desc, id desc)
    where status = 'active' and work_arrangement = 'remote'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'jobs_search_remote_idx',
    'jobs_search_pay_idx',
    'jobs_search_promoted_idx',
    'jobs_search_newest_idx',
  ])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await sql`drop function if exists job_monthly_pay`.execute(db);
}
