import type {
  TBasicProfile,
  TEducation,
  TJobPreference,
  TSessionUser,
  TWorkExperience,
  ZAboutForm,
  ZEducationBody,
  ZIdentityForm,
  ZJobPreferenceBody,
  ZWorkExperienceBody,
} from '@talkhire/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/*
 * What each wizard form starts from: the saved profile part, or nothing chosen yet. The form
 * values are the request body's own (the contracts' schemas are the forms' resolvers).
 */

/** The names come from the profile when the wizard saved it, else from the `user` cookie. */
export function identityValues(
  profile: TBasicProfile | null,
  user: TSessionUser | null,
): DefaultValues<z.input<typeof ZIdentityForm>> {
  return {
    first_name: profile?.first_name ?? user?.first_name ?? '',
    last_name: profile?.last_name ?? user?.last_name ?? '',
    ...(profile?.birthday ? { birthday: profile.birthday } : {}),
  };
}

export function aboutValues(
  profile: TBasicProfile | null,
  user: TSessionUser | null,
): DefaultValues<z.input<typeof ZAboutForm>> {
  return {
    ...(profile?.nationality_id ? { nationality_id: profile.nationality_id } : {}),
    ...(profile?.location_id ? { location_id: profile.location_id } : {}),
    home_address: profile?.home_address ?? null,
    working_since: profile?.working_since ?? null,
    job_seeking_status: profile?.job_seeking_status ?? null,
    notice_period_id: profile?.notice_period_id ?? user?.notice_period_id ?? null,
    declared_identity_id: profile?.declared_identity_id ?? null,
  };
}

export function jobPreferenceValues(
  saved: TJobPreference | undefined,
  currency: string,
): DefaultValues<z.input<typeof ZJobPreferenceBody>> {
  if (!saved)
    return { is_overseas: false, location_id: null, pref_country_id: null, pref_region_id: null, currency };
  return {
    function_title_id: saved.function_title_id,
    job_type_id: saved.job_type_id,
    industry_id: saved.industry_id,
    is_overseas: saved.is_overseas,
    location_id: saved.location_id,
    pref_country_id: saved.pref_country_id,
    pref_region_id: saved.pref_region_id,
    salary_min: saved.salary_min,
    salary_max: saved.salary_max,
    currency: saved.currency,
    pay_type_id: saved.pay_type_id,
    work_language_id: saved.work_language_id,
    work_arrangement: saved.work_arrangement,
    work_timezone_id: saved.work_timezone_id,
  };
}

export function workExperienceValues(
  experience: TWorkExperience | undefined,
  currency: string,
): DefaultValues<z.input<typeof ZWorkExperienceBody>> {
  return {
    job_title: experience?.job_title ?? '',
    company_name: experience?.company_name ?? '',
    industry_id: experience?.industry_id ?? null,
    job_function_ids: experience?.job_function_ids ?? [],
    ...(experience ? { start_date: experience.start_date } : {}),
    end_date: experience?.end_date ?? null,
    is_currently_working: experience?.is_currently_working ?? false,
    monthly_salary: experience?.monthly_salary ?? null,
    salary_currency: experience?.salary_currency ?? currency,
    description: experience?.description ?? null,
    is_hidden_from_company: experience?.is_hidden_from_company ?? false,
  };
}

export function educationValues(
  education: TEducation | undefined,
): DefaultValues<z.input<typeof ZEducationBody>> {
  return {
    school_name: education?.school_name ?? '',
    ...(education ? { education_level_id: education.education_level_id } : {}),
    field_of_study: education?.field_of_study ?? null,
    ...(education ? { start_date: education.start_date } : {}),
    end_date: education?.end_date ?? null,
    is_currently_attending: education?.is_currently_attending ?? false,
    description: education?.description ?? null,
  };
}
