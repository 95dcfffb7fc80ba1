import { searchTotalCap, type TJobSearchRequest } from '@talkhire/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { searchAsGuest } from '../../testing/job-search';
import { cloneJobsNaming } from '../../testing/new-job';
import { createTestApp } from '../../testing/test-app';

/**
 * Its own app: the statistics the search reads are kept for minutes per database, and these tests
 * need them read after their jobs exist.
 */
let app: App;

beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 30 });
  // A word in 1.25 times the cap of jobs: past it beyond doubt, with the margin for jobs closed since.
  await cloneJobsNaming(app.services.db, 'gnu', 1.25 * searchTotalCap);
}, 300_000);
afterAll(async () => {
  await app.close();
});

const found = (request: Partial<TJobSearchRequest>) => searchAsGuest(app, request);

describe('GET /api/jobs/search: totals from the statistics', () => {
  it('answers "10,000+" for one word the statistics surely put past the cap of jobs, without counting', async () => {
    expect(await found({ query: 'gnu' })).toMatchObject({ total_num: searchTotalCap, total_is_capped: true });

    // Not counted: until the next ANALYZE the statistics still say "past the cap".
    await sql`update jobs set status = 'closed' where description like '%gnu%'`.execute(app.services.db);
    expect((await found({ query: 'gnu' })).total_is_capped).toBe(true);
    // The page itself is always read: here, empty.
    expect((await found({ query: 'gnu' })).jobs).toEqual([]);
    // With a filter, or a second word, the total is counted.
    expect(await found({ query: 'gnu', job_types: [1, 2, 3, 4, 5] })).toMatchObject({
      total_num: 0,
      total_is_capped: false,
    });
    expect((await found({ query: 'gnu keeper' })).total_num).toBe(0);
  });
});
