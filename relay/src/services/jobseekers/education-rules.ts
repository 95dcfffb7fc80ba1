import type { TEducationBody } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/**
 * The education's rule that needs the configuration lists: the level is an entry of the
 * educations list. The rest of spec §5 (school named, period, description) is the contract's.
 */
export function checkEducation(body: TEducationBody): TEducationBody {
  const problems = new FieldProblems();
  problems.requireListed('education_level_id', body.education_level_id, profileLists.educationLevels);
  problems.throwIfAny();
  return body;
}
