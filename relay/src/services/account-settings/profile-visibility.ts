import type { TProfileVisibility } from '@talkhire/contracts';
import type { Db } from '../../db/database';

/**
 * The seeker's profile visibility for the Boss console's candidate access: `hidden` opens the
 * profile only to recruiters of jobs the seeker applied to (see `profileVisibilities`).
 */
export async function profileVisibilityOf(db: Db, userId: number): Promise<TProfileVisibility> {
  const row = await db
    .selectFrom('user_settings')
    .select('profile_visibility')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.profile_visibility ?? 'visible';
}
