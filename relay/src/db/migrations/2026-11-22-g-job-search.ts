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

  // Each order of the search has an index on active jobs of one edition that also carries every
  // filter column, so a page of ids and the total are read from the index alone (index-only scans
  // once the visibility map is set), without touching the wide rows (description, tsvector).
  const filterColumns =
    'include (location_id, job_type_id, xp_lvl_id, degree_id, industry_id, main_function_id, ' +
    'job_function_id, function_title_id, company_id, work_arrangement, is_web3, benefit_ids, ' +
    'salary_from, salary_to, pay_type)';
  const filters = sql.raw(filterColumns);
  // Newest first: sort 2, the tie-break of the other orders, and the total. It also carries the
  // title, so a one- or two-character CJK query (too short for trigrams) filters the index, not rows.
  const filtersAndTitle = sql.raw(`${filterColumns.slice(0, -1)}, title)`);
  await sql`
    create index jobs_search_newest_idx on jobs (edition_id, posted_at desc, id desc) ${filtersAndTitle}
    where status = 'active'
  `.execute(db);
  // Relevance without a query (sort 1): featured, then urgent, then newest.
  await sql`
    create index jobs_search_promoted_idx
    on jobs (edition_id, is_featured desc, is_urgent desc, posted_at desc, id desc) ${filters}
    where status = 'active'
  `.execute(db);
  // Highest monthly-equivalent pay first (sort 3).
  await sql`
    create index jobs_search_pay_idx
    on jobs (edition_id, job_monthly_pay(salary_to, pay_type) desc nulls last, posted_at desc, id desc)
    ${filters} where status = 'active'
  `.execute(db);
  // The selective filters as key columns: a bitmap of the jobs matching them, ANDed with the
  // full-text or trigram bitmap, or alone when the search checks the text on those few rows only.
  await sql`
    create index jobs_search_facets_idx on jobs (edition_id, location_id, job_type_id, xp_lvl_id,
      degree_id, industry_id, main_function_id, job_function_id, function_title_id)
    where status = 'active'
  `.execute(db);
  // 'Others' (edition 241) lists its own jobs and the remote jobs of every edition: one partial
  // index with exactly the search's condition keeps that union in posting order.
  const others = sql.raw(`status = 'active' and (edition_id = 241 or work_arrangement = 'remote')`);
  await sql`create index jobs_search_others_idx on jobs (posted_at desc, id desc) ${filters} where ${others}`.execute(
    db,
  );
  await sql`
    create index jobs_search_others_promoted_idx
    on jobs (is_featured desc, is_urgent desc, posted_at desc, id desc) ${filters} where ${others}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'jobs_search_others_promoted_idx',
    'jobs_search_facets_idx',
    'jobs_search_others_idx',
    'jobs_search_pay_idx',
    'jobs_search_promoted_idx',
    'jobs_search_newest_idx',
  ])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await sql`drop function if exists job_monthly_pay`.execute(db);
}
