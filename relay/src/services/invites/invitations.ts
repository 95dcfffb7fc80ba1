import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** The invitation page's facts: the inviter's first name and whether the code still counts. */
export async function findInvitation(db: Db, code: string, now = new Date()) {
  const row = await db
    .selectFrom('invite_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.first_name', 'l.expires_at'])
    .where('l.code', '=', code)
    .executeTakeFirst();
  if (!row) throw new ApiError(errorCodes.notFound);
  return {
    inviter_first_name: row.first_name,
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at <= now,
  };
}
