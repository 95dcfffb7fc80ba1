import type { TBasicProfile, TBasicProfilePatch } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';
import { checkBasicProfile } from './basic-profile-rules';
import { readBasicProfile } from './profile-rows';

/** The seeker's basic info; a seeker whose user row is gone has none to show. */
export async function basicProfileOf(db: Db, userId: number): Promise<TBasicProfile> {
  const profile = await readBasicProfile(db, userId);
  if (!profile) throw ApiError.notFound();
  return profile;
}

/** Spec §7 PATCH /me: checks the changed ids against their lists and stores them; answers the profile after. */
export async function updateBasicProfile(
  db: Db,
  userId: number,
  patch: TBasicProfilePatch,
): Promise<TBasicProfile> {
  const checked = checkBasicProfile(patch);
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (Object.keys(checked).length > 0) {
      await trx.updateTable('users').set(checked).where('id', '=', userId).execute();
    }
  });
  return basicProfileOf(db, userId);
}
