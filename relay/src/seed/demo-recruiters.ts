import { editionByKey } from '@talkhire/config';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashPassword } from '../services/authentication';
import { demoRecruiterAccounts } from './demo-accounts';

/** The same advisory lock as the catalogue seed: relays starting together give out accounts once. */
const seedLockKey = 7_207_318_451n;

/**
 * Gives each demo recruiter account to a seeded recruiter (the one with the most open jobs in its
 * edition that has no account yet). Runs on every start and does nothing for an account that
 * exists, so a database seeded before the employer site existed gets the accounts too.
 */
export async function seedDemoRecruiters(db: Db): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      demoRecruiterAccounts.map((a) => a.email),
    )
    .execute();
  const missing = demoRecruiterAccounts.filter((a) => !existing.some((e) => e.email === a.email));
  if (missing.length === 0) return 0;
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(seedLockKey)})`.execute(trx);
    let given = 0;
    for (const [i, account] of missing.entries()) {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (taken) continue;
      const edition = editionByKey(account.country_key);
      const recruiter = await trx
        .selectFrom('recruiters as r')
        .innerJoin('jobs as j', 'j.recruiter_id', 'r.id')
        .select(['r.id', 'r.first_name', 'r.last_name'])
        .where('r.user_id', 'is', null)
        .where('j.edition_id', '=', edition.id)
        .where('j.status', '=', 'active')
        .groupBy(['r.id', 'r.first_name', 'r.last_name'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('r.id')
        .limit(1)
        .executeTakeFirst();
      if (!recruiter) continue;
      const { id: userId } = await trx
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: hashes[i] ?? null,
          first_name: recruiter.first_name,
          last_name: recruiter.last_name,
          role: 'recruiter',
          active_key: 1,
          is_email_verify: true,
          is_mobile_verified: false,
          is_profile_completed: true,
          country_id: edition.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('recruiters').set({ user_id: userId }).where('id', '=', recruiter.id).execute();
      given += 1;
    }
    return given;
  });
}
