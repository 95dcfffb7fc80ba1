import {
  profileStrengthParts,
  profileStrengthWeights,
  type TFullProfile,
  type TProfileStrength,
  type TProfileStrengthPart,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { completionRequiredFields } from '../authentication';
import { readFullProfile } from './full-profile';

/**
 * The profile-strength indicator: each part of the profile is worth its weight (contracts'
 * `profileStrengthWeights`) once it is filled; the answer names the parts still missing, in the
 * order the profile page shows them.
 */
export async function profileStrength(db: Db, userId: number): Promise<TProfileStrength> {
  const profile = await readFullProfile(db, userId);
  const { n: resumes } = await db
    .selectFrom('resumes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return strengthOf(profile, Number(resumes));
}

/** Which parts are filled, from the full profile and the number of attached resumes. */
export function strengthOf(profile: TFullProfile | undefined, resumes: number): TProfileStrength {
  const filled: Record<TProfileStrengthPart, boolean> = {
    // The same basic info a completed profile needs (spec §4 step 5).
    basic_info: completionRequiredFields.every((field) => Boolean(profile?.basic[field])),
    avatar: Boolean(profile?.basic.avatar),
    summary: Boolean(profile?.basic.summary),
    work_experience: (profile?.work_experiences.length ?? 0) > 0,
    education: (profile?.educations.length ?? 0) > 0,
    skills: (profile?.skills.length ?? 0) > 0,
    languages: (profile?.languages.length ?? 0) > 0,
    links: (profile?.links.length ?? 0) > 0,
    licenses: (profile?.license_certifications.length ?? 0) > 0,
    job_preferences: (profile?.job_preferences.length ?? 0) > 0,
    resume: resumes > 0,
  };
  const missing = profileStrengthParts.filter((part) => !filled[part]);
  const percent = profileStrengthParts
    .filter((part) => filled[part])
    .reduce((sum, part) => sum + profileStrengthWeights[part], 0);
  return { percent, missing };
}
