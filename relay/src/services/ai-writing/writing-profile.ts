import type { LanguageCode } from '@talkhire/config';
import { findFunctionTitle, findLocation, optionLists } from '@talkhire/config/lists';
import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { promptLanguageName } from '../ai';

/** What a career summary is written from: the seeker's own profile, in readable words. */
export interface WritingProfile {
  firstName: string;
  workingSince: string | null;
  experiences: {
    title: string;
    company: string;
    from: string;
    to: string | null;
    description: string | null;
  }[];
  educations: {
    school: string;
    level: string | null;
    field: string | null;
    from: string;
    to: string | null;
  }[];
  skills: string[];
  preference: {
    title: string;
    jobType: string | null;
    industry: string | null;
    location: string | null;
    arrangement: string;
  };
  /** The language the summary is written in (the seeker's interface language). */
  language: { code: LanguageCode; name: string };
}

/**
 * Reads the profile for one of the seeker's job preferences. Refuses 41319 when the seeker has no
 * job preference at all (the summary is aimed at one), 40004 when the id is not one of theirs, and
 * 41318 when there is neither experience nor education nor a skill to write from.
 */
export async function readWritingProfile(
  db: Db,
  userId: number,
  jobPreferenceId: number,
  language: LanguageCode,
): Promise<WritingProfile> {
  const [user, preferences, experiences, educations, skills] = await Promise.all([
    db
      .selectFrom('users')
      .select(['first_name', day('working_since')])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('job_preferences').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('work_experiences')
      .select([
        'job_title',
        'company_name',
        day('start_date'),
        day('end_date'),
        'is_currently_working',
        'description',
      ])
      .where('user_id', '=', userId)
      .orderBy('start_date', 'desc')
      .execute(),
    db
      .selectFrom('educations')
      .select(['school_name', 'education_level_id', 'field_of_study', day('start_date'), day('end_date')])
      .where('user_id', '=', userId)
      .orderBy('start_date', 'desc')
      .execute(),
    db
      .selectFrom('profile_skills')
      .select('name')
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
  ]);
  if (!user) throw ApiError.notFound();
  if (preferences.length === 0) throw new ApiError(errorCodes.insufficientProfileForWritingAlt);
  const preference = preferences.find((p) => p.id === jobPreferenceId);
  if (!preference) throw ApiError.notFound();
  if (experiences.length === 0 && educations.length === 0 && skills.length === 0)
    throw new ApiError(errorCodes.insufficientProfileForWriting);

  const option = (list: readonly { id: number; value: Record<string, string> }[], id: number | null) =>
    id === null ? null : (list.find((o) => o.id === id)?.value[language] ?? null);
  return {
    firstName: user.first_name,
    workingSince: user.working_since,
    experiences: experiences.map((e) => ({
      title: e.job_title,
      company: e.company_name,
      from: e.start_date,
      to: e.is_currently_working ? null : e.end_date,
      description: e.description,
    })),
    educations: educations.map((e) => ({
      school: e.school_name,
      level: option(optionLists.educations, e.education_level_id),
      field: e.field_of_study,
      from: e.start_date,
      to: e.end_date,
    })),
    skills: skills.map((s) => s.name),
    preference: {
      title: findFunctionTitle(preference.function_title_id)?.title.value[language] ?? '',
      jobType: option(optionLists.job_types, preference.job_type_id),
      industry: option(optionLists.industry_lists, preference.industry_id),
      location:
        preference.location_id === null
          ? null
          : (findLocation(preference.location_id)?.value[language] ?? null),
      arrangement: preference.work_arrangement,
    },
    language: { code: language, name: promptLanguageName(language) },
  };
}

/** A SQL date as 'YYYY-MM-DD', formatted by the database (a driver's Date could move it a day). */
function day<C extends string>(column: C) {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(column);
}
