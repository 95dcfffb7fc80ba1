import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A Boss's account by email (case-insensitively), with the recruiter and company it acts for. */
export function findRecruiterByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('recruiters', 'recruiters.user_id', 'users.id')
    .select([
      'users.id as user_id',
      'users.password_hash',
      'users.suspended_at',
      'users.first_name',
      'users.last_name',
      'recruiters.id as recruiter_id',
      'recruiters.company_id',
    ])
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .where('users.role', '=', 'recruiter')
    .executeTakeFirst();
}
