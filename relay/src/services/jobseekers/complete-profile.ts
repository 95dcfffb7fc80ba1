import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { completionRequiredFields } from '../authentication';
import { FieldProblems } from './field-problems';
import { readBasicProfile } from './profile-rows';

/**
 * Spec §4 step 5: marks the profile complete once it has a job preference and the basic info;
 * otherwise refuses with 422 / 40001 naming what is missing.
 */
export async function completeProfile(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const profile = await readBasicProfile(trx, userId);
    const preference = await trx
      .selectFrom('job_preferences')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const problems = new FieldProblems();
    if (!preference) problems.add('job_preferences', 'field.job_preference_required');
    for (const field of completionRequiredFields) {
      if (profile?.[field] === null || profile?.[field] === '') problems.add(field, 'field.required');
    }
    problems.throwIfAny();
    await trx.updateTable('users').set({ is_profile_completed: true }).where('id', '=', userId).execute();
  });
}
