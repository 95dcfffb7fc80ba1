import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * A seeker may chat with the Boss of any job, but most recruiters of the catalogue have no account
 * yet. Their chat identity is made on the first chat: a 'recruiter' user without a password (so no
 * one can sign in with it until the employer site gives it credentials) under an address in the
 * reserved `.invalid` domain, which no mail can ever reach. Answers the recruiter's user id.
 */
export async function ensureRecruiterChatAccount(db: Db, recruiterId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The recruiter's row lock: two seekers starting the first chat at once make one account.
    const recruiter = await trx
      .selectFrom('recruiters')
      .innerJoin('companies', 'companies.id', 'recruiters.company_id')
      .select([
        'recruiters.id',
        'recruiters.user_id',
        'recruiters.first_name',
        'recruiters.last_name',
        'companies.edition_id',
      ])
      .where('recruiters.id', '=', recruiterId)
      .forUpdate('recruiters')
      .executeTakeFirst();
    if (!recruiter) throw ApiError.notFound();
    if (recruiter.user_id !== null) return recruiter.user_id;
    const { id } = await trx
      .insertInto('users')
      .values({
        email: recruiterChatAddress(recruiter.id),
        password_hash: null,
        first_name: recruiter.first_name,
        last_name: recruiter.last_name,
        role: 'recruiter',
        active_key: 1,
        is_email_verify: false,
        is_mobile_verified: false,
        is_profile_completed: true,
        country_id: recruiter.edition_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('recruiters').set({ user_id: id }).where('id', '=', recruiter.id).execute();
    return id;
  });
}

export function recruiterChatAddress(recruiterId: number): string {
  return `recruiter-${recruiterId}@recruiters.talkhire.invalid`;
}
