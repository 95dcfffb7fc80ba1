import { type LanguageCode, languageByCode, languageById } from '@talkhire/config';
import { findLocation, optionLists } from '@talkhire/config/lists';
import type { Db } from '../../db/database';
import { readFullProfile } from '../jobseekers';

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

/**
 * The seeker's profile for a resume in `language`, from the one read model the profile page and
 * the Boss read (plus the contact fields it leaves out); undefined when the account is gone.
 */
export async function readResumeProfile(
  db: Db,
  userId: number,
  language: LanguageCode,
): Promise<ResumeProfile | undefined> {
  const [profile, contact] = await Promise.all([
    readFullProfile(db, userId),
    db.selectFrom('users').select(['email', 'phone_num']).where('id', '=', userId).executeTakeFirst(),
  ]);
  if (!profile || !contact) return undefined;
  const { basic } = profile;
  const languageNames = new Intl.DisplayNames([languageByCode(language).intl], { type: 'language' });
  return {
    name: `${basic.first_name} ${basic.last_name}`.trim(),
    email: contact.email,
    phone: contact.phone_num,
    location: basic.location_id === null ? null : (findLocation(basic.location_id)?.value[language] ?? null),
    summary: basic.summary,
    experiences: profile.work_experiences.map((e) => ({
      title: e.job_title,
      company: e.company_name,
      start: e.start_date,
      end: e.end_date,
      description: e.description,
    })),
    educations: profile.educations.map((e) => ({
      school: e.school_name,
      degree: optionLists.educations.find((o) => o.id === e.education_level_id)?.value[language] ?? null,
      field: e.field_of_study,
      start: e.start_date,
      end: e.end_date,
      description: e.description,
    })),
    skills: profile.skills.map((s) => ({ name: s.name, proficiency: s.proficiency })),
    languages: profile.languages.map((l) => {
      const spoken = languageById(l.language_id);
      return {
        name: spoken ? (languageNames.of(spoken.intl) ?? spoken.label) : String(l.language_id),
        proficiency: l.proficiency,
      };
    }),
    links: profile.links.map((l) => ({ name: l.display_name, url: l.url })),
    licenses: profile.license_certifications.map((l) => ({
      name: l.name,
      issuer: l.issuer,
      credentialId: l.credential_id,
      issued: l.issue_date,
      expires: l.expiry_date,
    })),
  };
}

/** Too little to make a resume of: no work experience and no education. */
export function isTooEmptyForResume(profile: ResumeProfile): boolean {
  return profile.experiences.length === 0 && profile.educations.length === 0;
}
