import { limits } from '@talkhire/config';
import { z } from 'zod';
import { ZCalendarDate } from './calendar-date';
import { ZSessionUser } from './session';

/**
 * Profile parts of spec §3 filled by the completion wizard (spec §4): job preferences, basic info,
 * work experiences and educations. These schemas check shape and size; the rules that need the
 * configuration lists, the edition or today's date (spec §5: age ≥ 16, start before end, known list
 * ids, descriptions 10–4000) are checked by the relay and answered as 422 / 40001 with a message
 * per field, so a form can show each one beside its input.
 */

const ZId = z.number().int().positive().max(2_147_483_647);
/** Salaries in the smallest editions' currencies (IDR, JPY) run into the billions a year. */
const ZAmount = z.number().int().min(0).max(1_000_000_000_000);
/** Emptiness is a rule of its own (field.required), so only the upper bound is a shape check. */
const profileText = (max: number) => z.string().trim().max(max);
/** Long enough to tell a too-long description (field.description_length) from an absurd body. */
const ZDescription = z
  .string()
  .trim()
  .max(limits.descriptionMax * 4);
const ZCurrency = z.string().trim().toLowerCase().min(3).max(3);

export const profileTextMax = 100;

export const ZProfileItemParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

export const workArrangements = ['onsite', 'hybrid', 'remote'] as const;
export type TWorkArrangement = (typeof workArrangements)[number];

/** Spec §3 'Job preference'; every field but the overseas country is required (spec §5). */
export const ZJobPreferenceBody = z
  .object({
    /** The desired job title: a function title of the taxonomy (config list function_titles). */
    function_title_id: ZId,
    job_type_id: ZId,
    industry_id: ZId,
    /** Overseas: the location is in another country, given by pref_country_id. */
    is_overseas: z.boolean().default(false),
    location_id: ZId.nullable().default(null),
    pref_country_id: ZId.nullable().default(null),
    salary_min: ZAmount,
    salary_max: ZAmount,
    /** A key of config list currency_lists, e.g. 'php'. */
    currency: ZCurrency,
    /** The salary type: an id of config list pay_types. */
    pay_type_id: ZId,
    work_language_id: ZId,
    // A string first: a missing value then reads 'required', a wrong one 'not allowed'.
    work_arrangement: z.string().pipe(z.enum(workArrangements)),
    work_timezone_id: ZId,
  })
  .strict();
export type TJobPreferenceBody = z.infer<typeof ZJobPreferenceBody>;

export const ZJobPreference = ZJobPreferenceBody.extend({
  id: z.number().int(),
  edition_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TJobPreference = z.infer<typeof ZJobPreference>;

/** Spec §3 'Basic info' plus the user-own-detail ids; a patch sends only what changed. */
export const jobSeekingStatuses = ['actively_looking', 'open_to_opportunities', 'not_looking'] as const;
export type TJobSeekingStatus = (typeof jobSeekingStatuses)[number];

export const ZBasicProfilePatch = z
  .object({
    first_name: profileText(limits.nameMax),
    last_name: profileText(limits.nameMax),
    avatar: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
    birthday: ZCalendarDate.nullable(),
    /** An id of config list country_lists. */
    nationality_id: ZId.nullable(),
    /** The current location: an id of config list location_lists. */
    location_id: ZId.nullable(),
    home_address: z.string().trim().max(255).nullable(),
    working_since: ZCalendarDate.nullable(),
    job_seeking_status: z.enum(jobSeekingStatuses).nullable(),
    /** Earliest availability: an id of config list notice_period_lists. */
    notice_period_id: ZId.nullable(),
    /** Work eligibility: an id of config list user_identity_lists. */
    user_identity_id: ZId.nullable(),
  })
  .partial()
  .strict();
export type TBasicProfilePatch = z.infer<typeof ZBasicProfilePatch>;

export const ZBasicProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  nationality_id: z.number().int().nullable(),
  location_id: z.number().int().nullable(),
  home_address: z.string().nullable(),
  working_since: z.string().nullable(),
  job_seeking_status: z.enum(jobSeekingStatuses).nullable(),
  notice_period_id: z.number().int().nullable(),
  user_identity_id: z.number().int().nullable(),
});
export type TBasicProfile = z.infer<typeof ZBasicProfile>;

/** PATCH /me answers the new display fields (also written to the `user` cookie) and the profile. */
export const ZBasicProfileAnswer = z.object({ user: ZSessionUser, profile: ZBasicProfile });
export type TBasicProfileAnswer = z.infer<typeof ZBasicProfileAnswer>;

/**
 * Spec §5: a work experience or education that repeats an existing one is refused with 409 and
 * `errors.duplicate` until the seeker confirms adding it anyway.
 */
const confirmDuplicate = { confirm_duplicate: z.boolean().default(false) };

/** Spec §3 'Work experience'. */
export const ZWorkExperienceBody = z
  .object({
    job_title: profileText(profileTextMax),
    company_name: profileText(profileTextMax),
    industry_id: ZId.nullable().default(null),
    /** Ids of config list job_functions. */
    job_function_ids: z.array(ZId).max(3).default([]),
    start_date: ZCalendarDate,
    end_date: ZCalendarDate.nullable().default(null),
    is_currently_working: z.boolean().default(false),
    monthly_salary: ZAmount.nullable().default(null),
    salary_currency: ZCurrency.nullable().default(null),
    description: ZDescription.nullable().default(null),
    /** Hide the resume from this company. */
    is_hidden_from_company: z.boolean().default(false),
    ...confirmDuplicate,
  })
  .strict();
export type TWorkExperienceBody = z.infer<typeof ZWorkExperienceBody>;

export const ZWorkExperience = ZWorkExperienceBody.omit({ confirm_duplicate: true }).extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWorkExperience = z.infer<typeof ZWorkExperience>;

/** Spec §3 'Education'. */
export const ZEducationBody = z
  .object({
    school_name: profileText(profileTextMax),
    /** An id of config list educations. */
    education_level_id: ZId,
    field_of_study: profileText(profileTextMax).nullable().default(null),
    start_date: ZCalendarDate,
    end_date: ZCalendarDate.nullable().default(null),
    is_currently_attending: z.boolean().default(false),
    description: ZDescription.nullable().default(null),
    ...confirmDuplicate,
  })
  .strict();
export type TEducationBody = z.infer<typeof ZEducationBody>;

export const ZEducation = ZEducationBody.omit({ confirm_duplicate: true }).extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEducation = z.infer<typeof ZEducation>;

/** Answer of a delete: the id that is gone (the wizard then reloads its list, spec §4). */
export const ZDeletedItem = z.object({ id: z.number().int() });
export type TDeletedItem = z.infer<typeof ZDeletedItem>;
