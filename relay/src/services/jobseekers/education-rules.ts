import type { TEducationBody } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/**
 * Spec §5 for an education: the school is named, the level is an entry of the educations list,
 * the study period starts before it ends (or is current), and the description is 10–4000
 * characters. Answers the education as it is stored.
 */
export function checkEducation(body: TEducationBody, today: string): TEducationBody {
  const problems = new FieldProblems();
  problems.requireText('school_name', body.school_name);
  problems.requireListed('education_level_id', body.education_level_id, profileLists.educationLevels);
  problems.checkPeriod(
    { start: 'start_date', end: 'end_date' },
    { start: body.start_date, end: body.end_date, ongoing: body.is_currently_attending },
    today,
  );
  problems.checkDescription('description', body.description);
  problems.throwIfAny();
  return {
    ...body,
    field_of_study: body.field_of_study || null,
    end_date: body.is_currently_attending ? null : body.end_date,
    description: body.description || null,
  };
}
