import { editionTimeZone } from '@talkhire/config';
import { errorCodes, type TBossMe } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { SignedInRecruiter } from './recruiter-session';

/**
 * The signed-in Boss's name and company, for the console's header; the company edition's zone (the
 * invite form's times) and the Boss's number (the invitation's contact number by default).
 */
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
      'companies.edition_id',
      'recruiters.phone_num',
    ])
    .where('users.id', '=', recruiter.userId)
    .where('users.role', '=', 'recruiter')
    .executeTakeFirst();
  // A session whose user stopped being a recruiter has no console to show.
  if (!row) throw new ApiError(errorCodes.noPermission);
  const { edition_id, ...me } = row;
  return { ...me, time_zone: editionTimeZone(edition_id) };
}
