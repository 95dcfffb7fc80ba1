import type { TFullProfile } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { educationEntries } from './educations';
import { listJobPreferences } from './job-preferences';
import { listLanguages } from './languages';
import { listLicenses } from './licenses';
import { listLinks } from './links';
import { readBasicProfile } from './profile-rows';
import { listSkills } from './skills';
import { workExperienceEntries } from './work-experiences';

/**
 * Every part of a seeker's profile in one read model (contracts' ZFullProfile): the seeker's
 * page and the Boss console read the same. Undefined when the seeker is gone.
 */
export async function readFullProfile(db: Db, userId: number): Promise<TFullProfile | undefined> {
  const basic = await readBasicProfile(db, userId);
  if (!basic) return undefined;
  const [work_experiences, educations, skills, languages, links, license_certifications, job_preferences] =
    await Promise.all([
      workExperienceEntries.read(db, userId),
      educationEntries.read(db, userId),
      listSkills(db, userId),
      listLanguages(db, userId),
      listLinks(db, userId),
      listLicenses(db, userId),
      listJobPreferences(db, userId),
    ]);
  return {
    basic,
    work_experiences,
    educations,
    skills,
    languages,
    links,
    license_certifications,
    job_preferences,
  };
}

/** The seeker's own full profile (GET /profile/full). */
export async function fullProfileOf(db: Db, userId: number): Promise<TFullProfile> {
  const profile = await readFullProfile(db, userId);
  if (!profile) throw ApiError.notFound();
  return profile;
}
