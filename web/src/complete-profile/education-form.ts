import { profileTextMax, type TEducation, type ZEducationBody } from '@talkhire/contracts';
import type { z } from 'zod';
import {
  checkDescription,
  checkLength,
  checkPeriod,
  checkRequiredText,
  note,
  type Problems,
  requiredProblem,
  textOrNull,
} from './profile-rules';

/** Spec §3 'Education' as the form holds it. */
export interface EducationForm {
  school_name: string;
  education_level_id: string;
  field_of_study: string;
  start_date: string;
  end_date: string;
  is_currently_attending: boolean;
  description: string;
}

export function educationFormOf(education: TEducation | undefined): EducationForm {
  return {
    school_name: education?.school_name ?? '',
    education_level_id: education ? String(education.education_level_id) : '',
    field_of_study: education?.field_of_study ?? '',
    start_date: education?.start_date ?? '',
    end_date: education?.end_date ?? '',
    is_currently_attending: education?.is_currently_attending ?? false,
    description: education?.description ?? '',
  };
}

/** Spec §5: school and level given, start before end, description 10–4000 characters. */
export function checkEducationForm(form: EducationForm, today: string): Problems {
  const problems: Problems = {};
  note(problems, 'school_name', checkRequiredText(form.school_name, profileTextMax));
  if (!form.education_level_id) problems.education_level_id = requiredProblem;
  note(problems, 'field_of_study', checkLength(form.field_of_study, profileTextMax));
  checkPeriod(
    problems,
    { start: 'start_date', end: 'end_date' },
    { start: form.start_date, end: form.end_date, ongoing: form.is_currently_attending },
    today,
  );
  note(problems, 'description', checkDescription(form.description));
  return problems;
}

export function educationBody(form: EducationForm): z.input<typeof ZEducationBody> {
  return {
    school_name: form.school_name.trim(),
    education_level_id: Number(form.education_level_id),
    field_of_study: textOrNull(form.field_of_study),
    start_date: form.start_date,
    end_date: form.is_currently_attending ? null : form.end_date || null,
    is_currently_attending: form.is_currently_attending,
    description: textOrNull(form.description),
  };
}
