import type { App } from '../app';

/**
 * Gives a seeker what profile completion asks for (spec §4 step 1: basic info and a job
 * preference) and marks the profile completed, as the wizard's last step does.
 */
export async function completeProfileOf(app: App, userId: number): Promise<void> {
  const { db } = app.services;
  await db
    .updateTable('users')
    .set({
      is_profile_completed: true,
      birthday: '1995-04-12',
      nationality_id: 167,
      location_id: 2001,
    })
    .where('id', '=', userId)
    .execute();
  await addJobPreference(app, userId);
}

/** A job preference complete enough for profile completion and AI writing; answers its id. */
export async function addJobPreference(app: App, userId: number): Promise<number> {
  const { id } = await app.services.db
    .insertInto('job_preferences')
    .values({
      user_id: userId,
      edition_id: 167,
      function_title_id: 10101,
      job_type_id: 1,
      industry_id: 1,
      is_overseas: false,
      location_id: 2001,
      pref_country_id: null,
      salary_min: 30_000,
      salary_max: 50_000,
      currency: 'php',
      pay_type_id: 2,
      work_language_id: 1,
      work_arrangement: 'onsite',
      work_timezone_id: 23,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
