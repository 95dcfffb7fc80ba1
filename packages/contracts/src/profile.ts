import { limits } from '@talkhire/config';
import { z } from 'zod';
import { ZCalendarDate } from './calendar-date';
import { fieldMessage } from './field-message';
import { crossFieldRule, optionalText, requiredMessage, requiredText } from './field-rules';
import { jobSeekerTypes, ZSummary } from './profile-parts';
import { periodRules, ZBirthday, ZDescription, ZPastDate } from './profile-rules';
import { ZSessionUser } from './session';

/**
 * Profile parts of spec §3 filled by the completion wizard (spec §4): job preferences, basic info,
 * work experiences and educations. The request bodies carry the spec §5 rules (profile-rules.ts),
 * which the wizard's forms use as their resolver too; the rules that need the configuration lists
 * or the edition (known list ids, a location of the edition) and the duplicate check are the
 * relay's. Either way a refusal is 422 / 40001 with a message per field.
 */

const ZId = z.number().int().positive().max(2_147_483_647);
/** Salaries in the smallest editions' currencies (IDR, JPY) run into the billions a year. */
const ZAmount = z.number().int().min(0).max(1_000_000_000_000);
const ZCurrency = z.string().trim().toLowerCase().min(3).max(3);

export const profileTextMax = 100;
/** The relay keeps at most three job functions per experience. */
export const jobFunctionsMax = 3;

export const ZProfileItemParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

export const workArrangements = ['onsite', 'hybrid', 'remote'] as const;
export type TWorkArrangement = (typeof workArrangements)[number];

/** Spec §3 'Job preference'; every field but the overseas country is required (spec §5). */
const jobPreferenceFields = z
  .object({
    /** The desired job title: a function title of the taxonomy (config list function_titles). */
    function_title_id: ZId,
    job_type_id: ZId,
    industry_id: ZId,
    /** Overseas: the location is in another country, given by pref_country_id. */
    is_overseas: z.boolean().default(false),
    location_id: ZId.nullable().default(null),
    pref_country_id: ZId.nullable().default(null),
    /**
     * Spec §3: the location parameter is pref_country_id, pref_region_id or location_id by its
     * type. A region (config list region_lists, e.g. Southeast Asia) stands instead of a location.
     */
    pref_region_id: ZId.nullable().default(null),
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

/**
 * Spec §5 'Job preference required': the minimum salary is not above the maximum, and the location
 * is given (or, overseas, the country it is in). The country is kept only for an overseas one.
 */
export const ZJobPreferenceBody = jobPreferenceFields
  .superRefine(
    ...crossFieldRule<z.output<typeof jobPreferenceFields>>(['salary_min', 'salary_max'], (body, problem) => {
      if (body.salary_min > body.salary_max) problem('salary_max', fieldMessage('field.salary_order'));
    }),
  )
  .superRefine(
    ...crossFieldRule<z.output<typeof jobPreferenceFields>>(
      ['is_overseas', 'location_id', 'pref_country_id', 'pref_region_id'],
      (body, problem) => {
        if (body.is_overseas && body.pref_country_id === null)
          problem('pref_country_id', fieldMessage('field.overseas_country_required'));
        if (!body.is_overseas && body.location_id === null && body.pref_region_id === null)
          problem('location_id', requiredMessage);
      },
    ),
  )
  // One location parameter of one type: a country (overseas, maybe with a location in it), a
  // region, or a location of the edition.
  .transform((body) => {
    const region = !body.is_overseas && body.pref_region_id !== null;
    return {
      ...body,
      pref_country_id: body.is_overseas ? body.pref_country_id : null,
      pref_region_id: region ? body.pref_region_id : null,
      location_id: region ? null : body.location_id,
    };
  });
export type TJobPreferenceBody = z.infer<typeof ZJobPreferenceBody>;

export const ZJobPreference = jobPreferenceFields.extend({
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
    first_name: requiredText(limits.nameMax),
    last_name: requiredText(limits.nameMax),
    // No avatar here: it changes only by an upload (avatars.ts), so it never points anywhere else.
    birthday: ZBirthday.nullable(),
    /** An id of config list country_lists. */
    nationality_id: ZId.nullable(),
    /** The current location: an id of config list location_lists. */
    location_id: ZId.nullable(),
    home_address: optionalText(255),
    working_since: ZPastDate.nullable(),
    job_seeking_status: z.enum(jobSeekingStatuses).nullable(),
    /** Earliest availability: an id of config list notice_period_lists. */
    notice_period_id: ZId.nullable(),
    /**
     * The seeker's own answer to work eligibility (an id of config list user_identity_lists):
     * shown as self-declared, never passing a job's eligibility restriction.
     */
    declared_identity_id: ZId.nullable(),
    /**
     * The verified work eligibility is set only by identity verification (issue 15): naming it
     * is refused on the field, whatever the value.
     */
    user_identity_id: z.never({ error: fieldMessage('field.identity_set_by_verification') }),
    /** The profile's summary part (spec §2 'summary'), kept with the basic info. */
    summary: ZSummary,
    job_seeker_type: z.enum(jobSeekerTypes).nullable(),
  })
  .partial()
  .strict();
export type TBasicProfilePatch = z.infer<typeof ZBasicProfilePatch>;

/** The wizard's step 1 part of the basic info: the names and the birthday, each required. */
export const ZIdentityForm = ZBasicProfilePatch.pick({ first_name: true, last_name: true, birthday: true })
  .required()
  .extend({ birthday: ZBirthday });

/**
 * The wizard's step 10: the rest of the basic info. A completed profile needs the nationality and
 * the current location (the relay's completion check), the rest may stay empty.
 */
export const ZAboutForm = ZBasicProfilePatch.pick({
  nationality_id: true,
  location_id: true,
  home_address: true,
  working_since: true,
  job_seeking_status: true,
  notice_period_id: true,
  declared_identity_id: true,
})
  .required()
  .extend({ nationality_id: ZId, location_id: ZId });

/** The wizard's step 1: a job preference and the identity part of the basic info, sent as two bodies. */
export const ZPreferenceStepForm = z.object({ preference: ZJobPreferenceBody, identity: ZIdentityForm });

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
  /** The seeker's self-declared work eligibility (user_identity_lists), not verified. */
  declared_identity_id: z.number().int().nullable(),
  /** The verified work eligibility (user_identity_lists): set only by identity verification. */
  user_identity_id: z.number().int().nullable(),
  /** The seeker verified a national identity (Singapore MyInfo): the verified badge. */
  identity_verified: z.boolean(),
  summary: z.string().nullable(),
  job_seeker_type: z.enum(jobSeekerTypes).nullable(),
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
const workExperienceFields = z
  .object({
    job_title: requiredText(profileTextMax),
    company_name: requiredText(profileTextMax),
    industry_id: ZId.nullable().default(null),
    /** Ids of config list job_functions. */
    job_function_ids: z.array(ZId).max(jobFunctionsMax).default([]),
    start_date: ZPastDate,
    end_date: ZCalendarDate.nullable().default(null),
    is_currently_working: z.boolean().default(false),
    monthly_salary: ZAmount.nullable().default(null),
    salary_currency: ZCurrency.nullable().default(null),
    description: ZDescription.default(null),
    /** Hide the resume from this company. */
    is_hidden_from_company: z.boolean().default(false),
    ...confirmDuplicate,
  })
  .strict();
type WorkExperienceFields = z.output<typeof workExperienceFields>;

const [workEnd, workOrder] = periodRules<WorkExperienceFields>('is_currently_working');

/**
 * Spec §5: the period starts before it ends (or is current), and a salary names its currency.
 * Answers the experience as it is stored: no end while current, no currency without a salary.
 */
export const ZWorkExperienceBody = workExperienceFields
  .superRefine(...workEnd)
  .superRefine(...workOrder)
  .superRefine(
    ...crossFieldRule<WorkExperienceFields>(['monthly_salary', 'salary_currency'], (body, problem) => {
      if (body.monthly_salary !== null && body.salary_currency === null)
        problem('salary_currency', requiredMessage);
    }),
  )
  .transform((body) => ({
    ...body,
    job_function_ids: [...new Set(body.job_function_ids)],
    end_date: body.is_currently_working ? null : body.end_date,
    salary_currency: body.monthly_salary === null ? null : body.salary_currency,
  }));
export type TWorkExperienceBody = z.infer<typeof ZWorkExperienceBody>;

export const ZWorkExperience = workExperienceFields.omit({ confirm_duplicate: true }).extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWorkExperience = z.infer<typeof ZWorkExperience>;

/** Spec §3 'Education'. */
const educationFields = z
  .object({
    school_name: requiredText(profileTextMax),
    /** An id of config list educations. */
    education_level_id: ZId,
    field_of_study: optionalText(profileTextMax).default(null),
    start_date: ZPastDate,
    end_date: ZCalendarDate.nullable().default(null),
    is_currently_attending: z.boolean().default(false),
    description: ZDescription.default(null),
    ...confirmDuplicate,
  })
  .strict();

const [studyEnd, studyOrder] = periodRules<z.output<typeof educationFields>>('is_currently_attending');

/** Spec §5: the study period starts before it ends (or is current, then it has no end). */
export const ZEducationBody = educationFields
  .superRefine(...studyEnd)
  .superRefine(...studyOrder)
  .transform((body) => ({ ...body, end_date: body.is_currently_attending ? null : body.end_date }));
export type TEducationBody = z.infer<typeof ZEducationBody>;

export const ZEducation = educationFields.omit({ confirm_duplicate: true }).extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEducation = z.infer<typeof ZEducation>;

/** Answer of a delete: the id that is gone (the wizard then reloads its list, spec §4). */
export const ZDeletedItem = z.object({ id: z.number().int() });
export type TDeletedItem = z.infer<typeof ZDeletedItem>;
