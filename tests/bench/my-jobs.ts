import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { cookieLifetimeMs } from '@talkhire/config';
import { buildApp } from '@talkhire/relay';
import { loadConfig } from '@talkhire/relay/config';
import { migrateToLatest, openDatabase } from '@talkhire/relay/database';
import { seedDemoData } from '@talkhire/relay/seed';
import { hashToken, newToken } from '@talkhire/relay/session-tokens';
import { sql } from 'kysely';

/**
 * `npm run bench:my-jobs -w @talkhire/tests`: the four My Jobs lists through the whole Fastify
 * stack on PostgreSQL (BENCH_POSTGRES_URL, a database the bench may fill) at MY_JOBS_BENCH_JOBS
 * jobs (200,000). Each of MY_JOBS_BENCH_SEEKERS seekers (20) has two job preferences, 30 saved
 * jobs, 30 applications and 30 profile views; p50 / p95 / p99 of MY_JOBS_BENCH_ROUNDS requests
 * (200) per list, one at a time, relevance order (the costlier one).
 */
const jobs = Number(process.env.MY_JOBS_BENCH_JOBS ?? 200_000);
const seekerCount = Number(process.env.MY_JOBS_BENCH_SEEKERS ?? 20);
const rounds = Number(process.env.MY_JOBS_BENCH_ROUNDS ?? 200);
const url = process.env.BENCH_POSTGRES_URL;
if (!url) throw new Error('set BENCH_POSTGRES_URL to a database the bench may fill');

const results: Record<string, string> = {
  'load average at start': loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
};

const db = await openDatabase({ url });
await migrateToLatest(db);
const started = performance.now();
const seeded = await seedDemoData(db, { jobs });
await sql`vacuum analyze`.execute(db);
const { n } = await db
  .selectFrom('jobs')
  .select(sql<number>`count(*)::int`.as('n'))
  .executeTakeFirstOrThrow();
results.catalogue = seeded.seeded
  ? `${n} jobs, seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`
  : `${n} jobs (already seeded)`;

// Seekers of the Philippines edition, each with preferences taken from two of its jobs.
const phJobs = await db
  .selectFrom('jobs')
  .select(['id', 'function_title_id', 'job_type_id', 'industry_id', 'location_id', 'recruiter_id'])
  .where('edition_id', '=', 167)
  .where('status', '=', 'active')
  .where('work_arrangement', '=', 'onsite')
  .orderBy('id')
  .limit(2000)
  .execute();
const cookies: { sessionid: string }[] = [];
for (let s = 0; s < seekerCount; s++) {
  const { id: userId } = await db
    .insertInto('users')
    .values({
      email: `bench-${Date.now()}-${s}@example.com`,
      first_name: 'Bench',
      last_name: 'Seeker',
      role: 'jobseeker',
      active_key: 1,
      is_email_verify: true,
      is_mobile_verified: false,
      is_profile_completed: true,
      country_id: 167,
      working_since: '2020-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      role: 'jobseeker',
      device_uuid: null,
      device_name: 'bench',
      device_type: 'web',
      fcm_token_web: null,
      country_id: 167,
      language_id: 1,
      expires_at: new Date(Date.now() + cookieLifetimeMs),
    })
    .execute();
  cookies.push({ sessionid: token });
  const mine = Array.from({ length: 90 }, (_, i) => phJobs[(s * 97 + i * 13) % phJobs.length]!);
  await db
    .insertInto('job_preferences')
    .values(
      mine.slice(0, 2).map((j) => ({
        user_id: userId,
        edition_id: 167,
        function_title_id: j.function_title_id,
        job_type_id: j.job_type_id,
        industry_id: j.industry_id,
        is_overseas: false,
        location_id: j.location_id,
        pref_country_id: null,
        salary_min: 30_000,
        salary_max: 60_000,
        currency: 'php',
        pay_type_id: 2,
        work_language_id: 1,
        work_arrangement: 'onsite' as const,
        work_timezone_id: 23,
      })),
    )
    .execute();
  const unique = [...new Map(mine.map((j) => [j.id, j])).values()];
  await db
    .insertInto('saved_jobs')
    .values(unique.slice(0, 30).map((j) => ({ user_id: userId, job_id: j.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('applications')
    .values(
      unique.slice(30, 60).map((j) => ({
        job_id: j.id,
        jobseeker_id: userId,
        source: 'web' as const,
        first_message: null,
        screening_answers: '[]',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('profile_views')
    .values(
      unique.slice(60, 90).map((j) => ({ recruiter_id: j.recruiter_id, jobseeker_id: userId, job_id: j.id })),
    )
    .execute();
}
await db.destroy();

const app = await buildApp(
  loadConfig(
    {},
    {
      DATABASE_URL: url,
      SEED_JOBS: 0,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
    },
  ),
);
try {
  await app.ready();
  for (const path of [
    '/api/jobs/my-jobs/for-you',
    '/api/jobs/saved-jobs',
    '/api/jobs/my-jobs/communicated',
    '/api/jobseekers/who-viewed-me',
  ]) {
    const call = async (i: number) => {
      const res = await app.inject({
        method: 'GET',
        url: path,
        cookies: cookies[i % cookies.length]!,
        headers: { 'country-id': '167', 'language-id': '1' },
      });
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    };
    for (let i = 0; i < 20; i++) await call(i);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      await call(i);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    results[path] = `p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms (${rounds} requests)`;
  }
} finally {
  await app.close();
}
results['load average at end'] = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const width = Math.max(...Object.keys(results).map((k) => k.length));
for (const [k, v] of Object.entries(results)) process.stdout.write(`${k.padEnd(width)}  ${v}\n`);
