import { limits } from '@talkhire/config';
import { z } from 'zod';
import { ZCalendarDate } from './calendar-date';
import { errorCodes } from './error-codes';
import { fieldMessage } from './field-message';
import { crossFieldRule, optionalText, requiredMessage, requiredText } from './field-rules';
import { ZPastDate } from './profile-rules';

/**
 * The profile parts the wizard does not fill (spec §3 'Profile parts'): skills, languages, links,
 * and licenses or certifications. Their spec §5 rules are written here once, for the relay and the
 * profile page's forms alike. Rules that name a catalogue code (41288, 41297) are in
 * `skillListRefusal`, which both sides call, so the relay answers the code and the form says its
 * sentence.
 */

const ZId = z.number().int().positive().max(2_147_483_647);

export const skillProficiencies = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type TSkillProficiency = (typeof skillProficiencies)[number];

export const languageProficiencies = [
  'elementary',
  'conversational',
  'professional',
  'fluent',
  'native',
] as const;
export type TLanguageProficiency = (typeof languageProficiencies)[number];

/**
 * Our own limits where the spec gives none: a link's and a license's texts, and how many links,
 * languages and licenses one profile keeps (a profile is read by a person, not a store of lists).
 */
export const profilePartLimits = {
  linkNameMax: 100,
  linkDescriptionMax: 500,
  urlMax: 2048,
  linksMax: 20,
  languagesMax: 20,
  licensesMax: 20,
  licenseTextMax: 150,
  /** A license attachment (PNG, JPG or PDF) is at most 5 MB: the catalogue's 41174 says so. */
  licenseAttachmentBytes: 5 * 1024 * 1024,
  /** The upper bounds of a request's shape: beyond them a body is not a profile at all. */
  skillsShapeMax: 100,
  skillNameShapeMax: 500,
  summaryMax: 2000,
} as const;

/** Characters as the seeker sees them (an emoji is one), the way spec §5's limits count. */
export function characterCount(text: string): number {
  return [...text].length;
}

const ZSkillEntry = z
  .object({
    name: z.string().trim().min(1, { message: requiredMessage }).max(profilePartLimits.skillNameShapeMax),
    proficiency: z.string().pipe(z.enum(skillProficiencies)),
  })
  .strict();

/**
 * PUT /skills replaces the list: the order is the one shown. A name given twice (in any case) is
 * kept once, the first time it appears.
 */
export const ZSkillsBody = z
  .object({ skills: z.array(ZSkillEntry).max(profilePartLimits.skillsShapeMax) })
  .strict()
  .transform(({ skills }) => {
    const seen = new Set<string>();
    return {
      skills: skills.filter((skill) => {
        const key = skill.name.toLocaleLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    };
  });
export type TSkillsBody = z.infer<typeof ZSkillsBody>;

/** Spec §5 / §8: at most 10 skills (41288), each at most 50 characters (41297). */
export function skillListRefusal(
  names: readonly string[],
):
  | { code: typeof errorCodes.tooManySkills }
  | { code: typeof errorCodes.skillTooLong; index: number }
  | null {
  const index = names.findIndex((name) => characterCount(name) > limits.skillLengthMax);
  if (index >= 0) return { code: errorCodes.skillTooLong, index };
  if (names.length > limits.skillsMax) return { code: errorCodes.tooManySkills };
  return null;
}

/** The skills editor's resolver: the body's shape and the two spec rules, said with their codes' sentences. */
export const ZSkillsForm = ZSkillsBody.superRefine((body, ctx) => {
  const refusal = skillListRefusal(body.skills.map((s) => s.name));
  if (!refusal) return;
  ctx.addIssue({
    code: 'custom',
    message: fieldMessage(String(refusal.code)),
    path: 'index' in refusal ? ['skills', refusal.index, 'name'] : ['skills'],
  });
});

export const ZProfileSkill = z.object({
  id: z.number().int(),
  name: z.string(),
  proficiency: z.enum(skillProficiencies),
});
export type TProfileSkill = z.infer<typeof ZProfileSkill>;

/** PUT /languages replaces the list; a language given twice is kept once, with its last proficiency. */
export const ZLanguagesBody = z
  .object({
    languages: z
      .array(
        z
          .object({
            /** An id of config list work_languages (the languages people speak at work). */
            language_id: ZId,
            proficiency: z.string().pipe(z.enum(languageProficiencies)),
          })
          .strict(),
      )
      .max(profilePartLimits.languagesMax),
  })
  .strict()
  .transform(({ languages }) => ({
    languages: [...new Map(languages.map((l) => [l.language_id, l])).values()],
  }));
export type TLanguagesBody = z.infer<typeof ZLanguagesBody>;

export const ZProfileLanguage = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  proficiency: z.enum(languageProficiencies),
});
export type TProfileLanguage = z.infer<typeof ZProfileLanguage>;

/**
 * Spec §5 'URLs must be valid': an http or https address with a host name of a real domain shape
 * (so 'https://localhost' or 'javascript:…' are refused). Blank is allowed only where optional.
 */
const ZWebAddress = z
  .string()
  .trim()
  .max(profilePartLimits.urlMax)
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      message: fieldMessage('field.invalid_url'),
    }),
  );

/** Spec §3 'Link': display name, url, description. */
export const ZLinkBody = z
  .object({
    display_name: requiredText(profilePartLimits.linkNameMax),
    url: z.string().trim().min(1, { message: requiredMessage }).pipe(ZWebAddress),
    description: optionalText(profilePartLimits.linkDescriptionMax).default(null),
  })
  .strict();
export type TLinkBody = z.infer<typeof ZLinkBody>;

export const ZLink = z.object({
  id: z.number().int(),
  display_name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TLink = z.infer<typeof ZLink>;

const licenseFields = z
  .object({
    name: requiredText(profilePartLimits.licenseTextMax),
    /** The issuing organisation. */
    issuer: requiredText(profilePartLimits.licenseTextMax),
    credential_id: optionalText(profilePartLimits.licenseTextMax).default(null),
    credential_url: z
      .string()
      .trim()
      .nullable()
      .default(null)
      .transform((value) => value || null)
      .pipe(ZWebAddress.nullable()),
    issue_date: ZPastDate,
    expiry_date: ZCalendarDate.nullable().default(null),
    is_permanent: z.boolean().default(false),
  })
  .strict();
type LicenseFields = z.output<typeof licenseFields>;

/**
 * Spec §3 'License or certification' and §5 'license issue date earlier than expiry date': a
 * license has an expiry date after its issue date, or it is permanent (then it has none).
 */
export const ZLicenseBody = licenseFields
  .superRefine(
    ...crossFieldRule<LicenseFields>(['expiry_date', 'is_permanent'], (body, problem) => {
      if (!body.is_permanent && body.expiry_date === null) problem('expiry_date', requiredMessage);
    }),
  )
  .superRefine(
    ...crossFieldRule<LicenseFields>(['issue_date', 'expiry_date', 'is_permanent'], (body, problem) => {
      if (!body.is_permanent && body.expiry_date !== null && body.expiry_date <= body.issue_date)
        problem('expiry_date', fieldMessage('field.issue_before_expiry'));
    }),
  )
  .transform((body) => ({ ...body, expiry_date: body.is_permanent ? null : body.expiry_date }));
export type TLicenseBody = z.infer<typeof ZLicenseBody>;

/** Spec §5: a license attachment is PNG, JPG or PDF. */
export const licenseAttachmentTypes = ['png', 'jpg', 'pdf'] as const;
export type TLicenseAttachmentType = (typeof licenseAttachmentTypes)[number];

export const ZLicenseAttachment = z.object({ filename: z.string(), mime: z.string() });

export const ZLicenseCertification = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  credential_id: z.string().nullable(),
  credential_url: z.string().nullable(),
  issue_date: z.string(),
  expiry_date: z.string().nullable(),
  is_permanent: z.boolean(),
  attachment: ZLicenseAttachment.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TLicenseCertification = z.infer<typeof ZLicenseCertification>;

/** The summary on the basic info: free text the seeker writes about themselves. */
export const ZSummary = optionalText(profilePartLimits.summaryMax);

/** Spec §3 'job seeker type'. */
export const jobSeekerTypes = ['experienced', 'fresh_graduate', 'student'] as const;
export type TJobSeekerType = (typeof jobSeekerTypes)[number];
