import { type LanguageCode, languageByCode, languageById } from '@talkhire/config';
import { findLocation, optionLists } from '@talkhire/config/lists';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Everything a resume shows, read from the profile tables and already in the reader's words:
 * list ids become names in the resume's language, dates stay 'YYYY-MM-DD' for the template to say.
 */
export interface ResumeProfile {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  summary: string | null;
  experiences: {
    title: string;
    company: string;
    start: string;
    end: string | null;
    description: string | null;
  }[];
  educations: {
    school: string;
    degree: string | null;
    field: string | null;
    start: string;
    end: string | null;
    description: string | null;
  }[];
  skills: { name: string; proficiency: string }[];
  languages: { name: string; proficiency: string }[];
  links: { name: string; url: string }[];
  licenses: {
    name: string;
    issuer: string;
    credentialId: string | null;
    issued: string;
    expires: string | null;
  }[];
}

/** The seeker's profile for a resume in `language`; undefined when the account is gone. */
export async function readResumeProfile(
  db: Db,
  userId: number,
  language: LanguageCode,
): Promise<ResumeProfile | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone_num', 'location_id', 'summary'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [experiences, educations, skills, languages, links, licenses] = await Promise.all([
    db
      .selectFrom('work_experiences')
      .select(['job_title', 'company_name', 'description', day('start_date'), day('end_date')])
      .where('user_id', '=', userId)
      .orderBy('is_currently_working', 'desc')
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('educations')
      .select([
        'school_name',
        'education_level_id',
        'field_of_study',
        'description',
        day('start_date'),
        day('end_date'),
      ])
      .where('user_id', '=', userId)
      .orderBy('is_currently_attending', 'desc')
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('profile_skills')
      .select(['name', 'proficiency'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('profile_languages')
      .select(['language_id', 'proficiency'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('profile_links')
      .select(['display_name', 'url'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('license_certifications')
      .select(['name', 'issuer', 'credential_id', day('issue_date'), day('expiry_date')])
      .where('user_id', '=', userId)
      .orderBy('issue_date', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  const languageNames = new Intl.DisplayNames([languageByCode(language).intl], { type: 'language' });
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    phone: user.phone_num,
    location: user.location_id === null ? null : (findLocation(user.location_id)?.value[language] ?? null),
    summary: user.summary,
    experiences: experiences.map((e) => ({
      title: e.job_title,
      company: e.company_name,
      start: e.start_date ?? '',
      end: e.end_date,
      description: e.description,
    })),
    educations: educations.map((e) => ({
      school: e.school_name,
      degree: optionLists.educations.find((o) => o.id === e.education_level_id)?.value[language] ?? null,
      field: e.field_of_study,
      start: e.start_date ?? '',
      end: e.end_date,
      description: e.description,
    })),
    skills,
    languages: languages.map((l) => {
      const spoken = languageById(l.language_id);
      return {
        name: spoken ? (languageNames.of(spoken.intl) ?? spoken.label) : String(l.language_id),
        proficiency: l.proficiency,
      };
    }),
    links: links.map((l) => ({ name: l.display_name, url: l.url })),
    licenses: licenses.map((l) => ({
      name: l.name,
      issuer: l.issuer,
      credentialId: l.credential_id,
      issued: l.issue_date ?? '',
      expires: l.expiry_date,
    })),
  };
}

/** Too little to make a resume of: no work experience and no education. */
export function isTooEmptyForResume(profile: ResumeProfile): boolean {
  return profile.experiences.length === 0 && profile.educations.length === 0;
}

/** A SQL date as 'YYYY-MM-DD', formatted by the database so no time zone moves it a day. */
function day<C extends string>(column: C) {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(column);
}
