import type { TBasicProfile } from '@talkhire/contracts';
import type { Db } from '../../db/database';

/**
 * What a completed profile holds (spec §4, profile completion step 1 saves it): who the seeker
 * is and where, besides a job preference. Work experience and education stay optional, a first
 * job seeker has neither. Completing the profile checks it; "needs update" checks it again.
 */
export const completionRequiredFields = [
  'first_name',
  'last_name',
  'birthday',
  'nationality_id',
  'location_id',
] as const satisfies readonly (keyof TBasicProfile)[];

type CompletionFields = Record<(typeof completionRequiredFields)[number], string | number | null>;

/**
 * Spec §4 "needs update": the profile was completed once but has since lost something completion
 * asks for, so the next sign-in sends the seeker back to profile completion. A profile never
 * completed is simply incomplete.
 */
export async function profileNeedsUpdate(
  db: Db,
  user: CompletionFields & { id: number; is_profile_completed: boolean },
): Promise<boolean> {
  if (!user.is_profile_completed) return false;
  if (completionRequiredFields.some((field) => user[field] === null || user[field] === '')) return true;
  const preference = await db
    .selectFrom('job_preferences')
    .select('id')
    .where('user_id', '=', user.id)
    .limit(1)
    .executeTakeFirst();
  return preference === undefined;
}

/** A seeker counts as freshly registered until the profile-completion wizard has finished. */
export async function isFirstRegistration(db: Db, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('is_profile_completed')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return !user.is_profile_completed;
}
