import { errorCodes, type TBossMe } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { SignedInRecruiter } from './recruiter-session';

/** The signed-in Boss's name and company, for the console's header. */
export async function readBossMe(db: Db, recruiter: SignedInRecruiter): Promise<TBossMe> {
  const row = await db
    .selectFrom('users')
    .innerJoin('recruiters', 'recruiters.user_id', 'users.id')
    .innerJoin('companies', 'companies.id', 'recruiters.company_id')
    .select([
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'recruiters.id as recruiter_id',
      'recruiters.company_id',
      'companies.name as company_name',
    ])
    .where('users.id', '=', recruiter.userId)
    .where('users.role', '=', 'recruiter')
    .executeTakeFirst();
  // A session whose user stopped being a recruiter has no console to show.
  if (!row) throw new ApiError(errorCodes.noPermission);
  return row;
}
