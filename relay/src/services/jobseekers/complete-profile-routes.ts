import type { TBasicProfile } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { FieldProblems } from './field-problems';
import { lockSeeker, readBasicProfile } from './profile-rows';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';
import { rewriteUserCookie } from './user-cookie';

/**
 * The basic info a completed profile has (spec §4 step 1 saves it): who the seeker is and where.
 * Work experience and education stay optional, a first job seeker has neither.
 */
export const completionRequiredFields = [
  'first_name',
  'last_name',
  'birthday',
  'nationality_id',
  'location_id',
] as const satisfies readonly (keyof TBasicProfile)[];

/**
 * POST /complete-profile (spec §4 step 5): marks the profile complete once it has a job preference
 * and the basic info, rewrites the `user` cookie with is_profile_completed true and answers it.
 */
export const completeProfileRoutes: ZodPlugin = async (app) => {
  requireSeekerOnEveryRoute(app);
  const { db } = app.services;

  app.post('/complete-profile', async (request, reply) => {
    const seeker = seekerOf(request);
    await db.transaction().execute(async (trx) => {
      await lockSeeker(trx, seeker.userId);
      const profile = await readBasicProfile(trx, seeker.userId);
      const preference = await trx
        .selectFrom('job_preferences')
        .select('id')
        .where('user_id', '=', seeker.userId)
        .executeTakeFirst();
      const problems = new FieldProblems();
      if (!preference) problems.add('job_preferences', 'field.job_preference_required');
      for (const field of completionRequiredFields) {
        if (profile?.[field] === null || profile?.[field] === '') problems.add(field, 'field.required');
      }
      problems.throwIfAny();
      await trx
        .updateTable('users')
        .set({ is_profile_completed: true })
        .where('id', '=', seeker.userId)
        .execute();
    });
    return ok(await rewriteUserCookie(app, request, reply, seeker));
  });
};
