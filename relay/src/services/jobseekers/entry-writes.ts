import type { TEducation, TEducationBody, TWorkExperience, TWorkExperienceBody } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { educationEntries } from './educations';
import { createEntry } from './profile-entries';
import { workExperienceEntries } from './work-experiences';

/*
 * Adding work experiences and educations from outside this folder (a synced resume): the same
 * rules and duplicate check as the seeker's own requests. The body is the contract's parsed one
 * (`ZWorkExperienceBody.parse(…)`); a duplicate is refused with 409 unless `confirm_duplicate`.
 */

export function createWorkExperience(
  db: Db,
  userId: number,
  body: TWorkExperienceBody,
): Promise<TWorkExperience> {
  return createEntry(db, workExperienceEntries, userId, body);
}

export function createEducation(db: Db, userId: number, body: TEducationBody): Promise<TEducation> {
  return createEntry(db, educationEntries, userId, body);
}
