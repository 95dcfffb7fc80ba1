import { editionByKey, editions } from '@talkhire/config';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database, NewJob, NewRecruiter } from '../db/schema';
import { hashPassword } from '../services/authentication';
import { seedDemoInterviews } from '../services/chat-actions';
import { seedChatExtras, seedRecruiterPhones } from './chat-seed';
import { type CompanyDraft, companyDrafts } from './companies';
import { createRandom, type Random } from './corpus/random';
import { seedCourses } from './courses';
import { demoAccounts } from './demo-accounts';
import { seedDemoRecruiters } from './demo-recruiters';
import { type CompanyRef, createJobFactory } from './jobs';
import { allocate, quotaPicker } from './mix';
import { recruiterDrafts } from './recruiters';

export interface SeedResult {
  /** False when the catalogue already had jobs (or another process seeded it first). */
  seeded: boolean;
  /** Rows inserted by this call. */
  jobs: number;
  companies: number;
  recruiters: number;
  users: number;
}

export interface SeedOptions {
  jobs: number;
  /** Reference for posted_at, last_active_at...; the catalogue content does not depend on it. */
  now?: Date;
  /** Called after each batch of jobs with the number inserted so far. */
  onProgress?: (jobs: number) => void;
}

/** Fixed seed: every run produces the same companies, recruiters and jobs. */
const catalogueSeed = 'talkhire-demo-catalogue-v1';
/** Arbitrary constant naming the seeding lock among all advisory locks of the database. */
const seedLockKey = 7_207_318_451n;
/** Multi-row inserts: large enough to be fast, small enough for the 65,535 bind-parameter limit. */
const batchSize = 1000;

/**
 * Fills an empty catalogue with demo companies, recruiters and jobs across all editions, plus the
 * demo job-seeker accounts. Everything happens in one transaction holding an advisory lock, and
 * emptiness is checked again under the lock, so relays starting together on one database seed once.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const none: SeedResult = { seeded: false, jobs: 0, companies: 0, recruiters: 0, users: 0 };
  if (options.jobs <= 0) return none;
  // The course catalogue came after the job catalogue: a database seeded before it gets it now.
  await seedCourses(db);
  if (await hasJobs(db)) {
    await seedRecruiterPhones(db);
    await seedDemoRecruiters(db);
    await seedDemoChatActions(db, options.now);
    return none;
  }
  // Hashing is slow on purpose; do it before taking the lock.
  const passwordHashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  const now = options.now ?? new Date();

  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(seedLockKey)})`.execute(trx);
    if (await hasJobs(trx)) return none;

    const random = createRandom(catalogueSeed);
    const companies = await insertCompanies(trx, random.fork('companies'), companyCount(options.jobs), now);
    const recruiters = await insertRecruiters(trx, random.fork('recruiters'), companies, now);
    const jobs = await insertJobs(trx, random.fork('jobs'), companies, options, now);
    await seedChatExtras(trx);

    const users = await trx
      .insertInto('users')
      .values(
        demoAccounts.map((a, i) => ({
          email: a.email,
          password_hash: passwordHashes[i] ?? null,
          first_name: a.first_name,
          last_name: a.last_name,
          role: 'jobseeker' as const,
          active_key: 1,
          is_email_verify: true,
          is_mobile_verified: false,
          // No résumé or preferences exist yet, so the profile-completion flow stays visible.
          is_profile_completed: false,
          country_id: editionByKey(a.country_key).id,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();

    return { seeded: true, jobs, companies: companies.length, recruiters, users: users.length };
  });
  // PGlite has no autovacuum: without fresh statistics and a visibility map the search's
  // index-only scans are not chosen. Outside the transaction, as VACUUM requires.
  if (result.seeded) await sql`vacuum analyze jobs, companies, recruiters`.execute(db);
  // The employer site's demo recruiters: after the catalogue, and on databases seeded before them.
  await seedDemoRecruiters(db);
  await seedDemoChatActions(db, options.now);
  return result;
}

/** Issue 13's demo: each demo seeker's chat with interviews in several statuses and an offer. */
async function seedDemoChatActions(db: Db, now = new Date()): Promise<void> {
  const seekers = await db
    .selectFrom('users')
    .select(['id', 'country_id'])
    .where(
      'email',
      'in',
      demoAccounts.map((a) => a.email),
    )
    .execute();
  await seedDemoInterviews(
    db,
    seekers.map((s) => ({ userId: s.id, editionId: s.country_id })),
    now,
  );
}

/** About one company per ten jobs, at least 2,000 for a full catalogue and one per edition for small runs. */
export function companyCount(jobs: number): number {
  return Math.max(editions.length, jobs >= 20_000 ? 2_000 : 0, Math.round(jobs / 10));
}

async function hasJobs(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('jobs').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

type Placed = CompanyDraft & { id: number; recruiterIds: number[] };

async function insertCompanies(trx: Kysely<Database>, r: Random, count: number, now: Date) {
  const placed: Placed[] = [];
  let batch: CompanyDraft[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const ids = await trx
      .insertInto('companies')
      .values(batch.map((c) => c.row))
      .returning(['id', 'edition_id', 'name'])
      .execute();
    // Names are unique within an edition: match on them rather than rely on RETURNING order.
    const idOf = new Map(ids.map((x) => [`${x.edition_id}:${x.name}`, x.id]));
    for (const c of batch)
      placed.push({ ...c, id: idOf.get(`${c.row.edition_id}:${c.row.name}`)!, recruiterIds: [] });
    batch = [];
  };
  for (const draft of companyDrafts(r, allocate(count, 1), now)) {
    batch.push(draft);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return placed;
}

async function insertRecruiters(trx: Kysely<Database>, r: Random, companies: Placed[], now: Date) {
  const byId = new Map(companies.map((c) => [c.id, c]));
  let total = 0;
  let batch: NewRecruiter[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = await trx.insertInto('recruiters').values(batch).returning(['id', 'company_id']).execute();
    for (const row of rows) byId.get(row.company_id)?.recruiterIds.push(row.id);
    total += rows.length;
    batch = [];
  };
  for (const company of companies) {
    batch.push(...recruiterDrafts(r, company, company.id, now));
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // Ids in ascending order whatever order RETURNING used, so jobs pick the same recruiter every run.
  for (const c of companies) c.recruiterIds.sort((a, b) => a - b);
  return total;
}

async function insertJobs(
  trx: Kysely<Database>,
  r: Random,
  companies: Placed[],
  options: SeedOptions,
  now: Date,
) {
  const byEdition = new Map<string, CompanyRef[]>();
  for (const c of companies) {
    const list = byEdition.get(c.edition.key) ?? [];
    list.push({
      id: c.id,
      edition: c.edition,
      name: c.row.name,
      industry: c.industry,
      founded: c.founded,
      locationId: c.row.location_id!,
      recruiterIds: c.recruiterIds,
    });
    byEdition.set(c.edition.key, list);
  }
  const nextEdition = quotaPicker(r, allocate(options.jobs, 1));
  const makeJob = createJobFactory(r, now);
  let inserted = 0;
  while (inserted < options.jobs) {
    const size = Math.min(batchSize, options.jobs - inserted);
    const batch: NewJob[] = [];
    for (let i = 0; i < size; i++) {
      const list = byEdition.get(nextEdition())!;
      // A few employers post many jobs, most post a handful.
      batch.push(makeJob(list[Math.floor(list.length * r.next() ** 1.6)]!));
    }
    await trx.insertInto('jobs').values(batch).execute();
    inserted += size;
    options.onProgress?.(inserted);
  }
  return inserted;
}
