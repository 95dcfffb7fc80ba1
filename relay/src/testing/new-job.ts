import { randomUUID } from 'node:crypto';
import { type Edition, editionByKey } from '@talkhire/config';
import { sql } from 'kysely';
import type { App } from '../app';
import type { Db } from '../db/database';

const dayMs = 24 * 3600 * 1000;

/**
 * A job posted yesterday in the Philippines with a title word no other job has: what a job alert
 * for that word finds in its next digest. Answers the word, the job's location and the start of
 * yesterday (UTC, epoch ms).
 */
export async function postYesterdaysJob(
  app: App,
): Promise<{ word: string; locationId: number | null; yesterday: number }> {
  const job = await philippineJobTemplate(app.services.db);
  const word = `zq${randomUUID()
    .replace(/[^a-z]/g, '')
    .slice(0, 10)}`;
  const yesterday = Math.floor(Date.now() / dayMs) * dayMs - dayMs;
  await app.services.db
    .insertInto('jobs')
    .values({
      ...job,
      title: `Senior ${word} engineer`,
      posted_at: new Date(yesterday + 2 * 3600_000),
    } as never)
    .execute();
  return { word, locationId: job.location_id, yesterday };
}

/**
 * An active Philippine job with a location, without its id and search text: a row to insert
 * copies of (a new title, another posting time).
 */
export async function philippineJobTemplate(db: Db) {
  const {
    id: _id,
    search: _search,
    ...job
  } = await db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', 167)
    .where('status', '=', 'active')
    .where('location_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return job;
}

/**
 * `copies` active jobs of an edition (ph unless named) cloned from one of its seeded jobs, all
 * naming `word`: in the title of every second one (the others only in their text, once to three
 * times), every 7th featured, every 5th urgent, each a minute older than the one before. The
 * statistics are refreshed after (ANALYZE), as autovacuum would.
 */
export async function cloneJobsNaming(
  db: Db,
  word: string,
  copies: number,
  edition: Edition = editionByKey('ph'),
): Promise<void> {
  const columns = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'jobs' and is_generated = 'NEVER'
      and column_name not in ('id', 'title', 'description', 'status', 'posted_at', 'is_featured', 'is_urgent')
  `.execute(db);
  const copied = sql.join(columns.rows.map((c) => sql.ref(`t.${c.column_name}`)));
  const names = sql.join(columns.rows.map((c) => sql.ref(c.column_name)));
  await sql`
    insert into jobs (${names}, title, description, status, posted_at, is_featured, is_urgent)
    select ${copied},
      case when g % 2 = 0 then ${`${word} keeper`} || ' ' || g else 'Aquarium keeper ' || g end,
      'Looks after the fish.' || repeat(${` ${word}`}, 1 + g % 3),
      'active', now() - make_interval(mins => g), g % 7 = 0, g % 5 = 0
    from (select * from jobs where edition_id = ${edition.id} and status = 'active' order by id limit 1) t,
      generate_series(1, ${copies}) g
  `.execute(db);
  await sql`analyze jobs`.execute(db);
}
