import type { Edition } from '@talkhire/config';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';

/** An open job as its sitemap entry needs it. */
export interface OpenJobPage {
  id: number;
  title: string;
  updatedAt: Date;
}

/** Where a run of jobs starts: after this job, in (posted_at, id) order; null: at the newest. */
export type JobCursor = { postedAt: string; id: number } | null;

/**
 * When each edition's open jobs last changed, by edition id (editions without open jobs are
 * missing). A job is listed in its own edition only: 'Others' shows every edition's remote jobs in
 * its search, but each job page has one edition, and one sitemap.
 */
export async function openJobsChanged(db: Db, edition?: Edition): Promise<Map<number, Date>> {
  const rows = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .$if(edition !== undefined, (q) => q.where('j.edition_id', '=', edition?.id ?? 0))
    .groupBy('j.edition_id')
    .select(['j.edition_id', sql<Date | string>`max(j.updated_at)`.as('lastmod')])
    .execute();
  return new Map(rows.map((row) => [row.edition_id, new Date(row.lastmod)]));
}

/**
 * An edition's open jobs, newest first (the order of the search's own index on active jobs of an
 * edition), `take` of them after a cursor, in batches read one after the other, so a part of
 * 50,000 jobs never sits in memory.
 */
export async function* openJobPages(
  db: Db,
  edition: Edition,
  range: { after: JobCursor; take: number },
): AsyncGenerator<OpenJobPage[]> {
  for await (const jobs of inPostingOrder(db, edition, range, 2_000, sql`j.updated_at`))
    yield jobs.map(([id, title, , updatedAt]) => ({ id, title, updatedAt: new Date(updatedAt ?? 0) }));
}

/**
 * All of an edition's open jobs in the same order, with only what sizing its sitemap parts needs
 * (the title, and where each is in the order), read from the search index alone, which carries
 * the title, without touching the rows.
 */
export async function* openJobTitles(
  db: Db,
  edition: Edition,
): AsyncGenerator<{ id: number; title: string; cursor: NonNullable<JobCursor> }[]> {
  const all = { after: null, take: Number.POSITIVE_INFINITY };
  for await (const jobs of inPostingOrder(db, edition, all, 10_000, null))
    yield jobs.map(([id, title, postedAt]) => ({ id, title, cursor: { postedAt, id } }));
}

/** A job as a batch carries it: id, title, posted_at as text, and the extra column asked for. */
type BatchJob = [id: number, title: string, postedAt: string, extra?: string];

/**
 * Batches of `take` open jobs after a cursor, each read after the last job of the one before by
 * (posted_at, id) along the index, never by an offset (which reads every row it skips).
 * posted_at is carried as text: a Date would drop the microseconds PostgreSQL keeps, and skip or
 * repeat jobs.
 */
async function* inPostingOrder(
  db: Db,
  edition: Edition,
  range: { after: JobCursor; take: number },
  batchSize: number,
  extra: RawBuilder<unknown> | null,
): AsyncGenerator<BatchJob[]> {
  let after = range.after;
  let left = range.take;
  while (left > 0) {
    const size = Math.min(batchSize, left);
    const jobs = await readBatch(db, edition, after, size, extra);
    if (jobs.length > 0) yield jobs;
    const last = jobs.at(-1);
    if (!last || jobs.length < size) return;
    left -= jobs.length;
    after = { postedAt: last[2], id: last[0] };
  }
}

/**
 * One batch: the open jobs after a cursor, newest first, as one JSON array: PGlite hands over
 * one row of thousands of jobs far faster than thousands of rows.
 */
async function readBatch(
  db: Db,
  edition: Edition,
  from: JobCursor,
  size: number,
  extra: RawBuilder<unknown> | null,
): Promise<BatchJob[]> {
  const open = db
    .selectFrom('jobs as j')
    .where('j.edition_id', '=', edition.id)
    .where('j.status', '=', 'active');
  const batch = (
    from ? open.where(sql<boolean>`(j.posted_at, j.id) < (${from.postedAt}::timestamptz, ${from.id})`) : open
  )
    .orderBy('j.posted_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(size)
    .select(['j.id', 'j.title', 'j.posted_at', sql<string>`j.posted_at::text`.as('posted_at_text')])
    .$if(extra !== null, (q) => q.select(sql<unknown>`${extra}`.as('extra')));
  const row = await db
    .selectFrom(batch.as('b'))
    .select(
      sql<BatchJob[] | null>`json_agg(json_build_array(b.id, b.title, b.posted_at_text${
        extra === null ? sql`` : sql`, b.extra`
      }) order by b.posted_at desc, b.id desc)`.as('jobs'),
    )
    .executeTakeFirst();
  return row?.jobs ?? [];
}
