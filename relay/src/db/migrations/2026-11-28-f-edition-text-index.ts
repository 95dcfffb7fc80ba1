import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: a full-text index of each edition's active jobs (issue 18 point 3). Its lexemes are
 * the job's own, tagged with the edition ('e167_management'), so a word's posting list in it holds
 * one edition's active jobs only: the capped total of a common word ANDed 81,000 postings of every
 * edition with the 44,000 jobs of one before; now it reads the 28,000 of that edition alone.
 * `job_edition_query` tags a tsquery's lexemes the same way, so a prefix still matches a prefix.
 * Lexemes carry no positions here: phrase queries keep to the untagged index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function job_edition_lexemes(edition integer, doc tsvector) returns tsvector
    language sql immutable parallel safe
    as $$ select array_to_tsvector(array(
      select 'e' || edition || '_' || lexeme from unnest(tsvector_to_array(doc)) as lexeme)) $$
  `.execute(db);
  // A lexeme is quoted in a tsquery's text, its own quotes doubled: each quoted operand is tagged.
  await sql`
    create or replace function job_edition_query(edition integer, query tsquery) returns tsquery
    language sql immutable parallel safe
    as $$ select regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''e' || edition || '_\\1''', 'g')::tsquery $$
  `.execute(db);
  await sql`
    create index jobs_edition_text_idx on jobs using gin (job_edition_lexemes(edition_id, search))
    where status = 'active'
  `.execute(db);
  // The promoted order (featured, urgent, newest) carries the title as the newest order does, so
  // relevance's jobs with the words in the title are found in the index alone when the words are
  // too short for trigrams (a two-character Japanese term).
  await sql`drop index if exists jobs_search_promoted_idx`.execute(db);
  await promotedIndex(db, ', title');
}

async function promotedIndex(db: Kysely<unknown>, extra: string): Promise<void> {
  const include = sql.raw(
    'include (location_id, job_type_id, xp_lvl_id, degree_id, industry_id, main_function_id, ' +
      'job_function_id, function_title_id, company_id, work_arrangement, is_web3, benefit_ids, ' +
      `salary_from, salary_to, pay_type${extra})`,
  );
  await sql`
    create index jobs_search_promoted_idx
    on jobs (edition_id, is_featured desc, is_urgent desc, posted_at desc, id desc) ${include}
    where status = 'active'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_search_promoted_idx`.execute(db);
  await promotedIndex(db, '');
  await sql`drop index if exists jobs_edition_text_idx`.execute(db);
  await sql`drop function if exists job_edition_query`.execute(db);
  await sql`drop function if exists job_edition_lexemes`.execute(db);
}
