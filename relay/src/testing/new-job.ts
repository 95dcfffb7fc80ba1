import { randomUUID } from 'node:crypto';
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
