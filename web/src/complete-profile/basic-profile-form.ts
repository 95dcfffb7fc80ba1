import { limits } from '@talkhire/config';
import type { TBasicProfile, TBasicProfilePatch, TJobSeekingStatus, TSessionUser } from '@talkhire/contracts';
import {
  checkLength,
  checkRequiredText,
  idOrNull,
  isOldEnough,
  note,
  type Problems,
  requiredProblem,
  textOrNull,
} from './profile-rules';

/** Step 1's part of the basic profile: who the seeker is. */
export interface IdentityForm {
  first_name: string;
  last_name: string;
  birthday: string;
}

/** Step 10: where the seeker is and when they can start. */
export interface AboutForm {
  nationality_id: string;
  location_id: string;
  home_address: string;
  working_since: string;
  job_seeking_status: string;
  notice_period_id: string;
  user_identity_id: string;
}

const homeAddressMax = 255;

/** The names come from the profile when the wizard saved it, else from the `user` cookie. */
export function identityFormOf(profile: TBasicProfile | null, user: TSessionUser | null): IdentityForm {
  return {
    first_name: profile?.first_name ?? user?.first_name ?? '',
    last_name: profile?.last_name ?? user?.last_name ?? '',
    birthday: profile?.birthday ?? '',
  };
}

export function aboutFormOf(profile: TBasicProfile | null, user: TSessionUser | null): AboutForm {
  const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));
  return {
    nationality_id: text(profile?.nationality_id),
    location_id: text(profile?.location_id),
    home_address: text(profile?.home_address),
    working_since: text(profile?.working_since),
    job_seeking_status: text(profile?.job_seeking_status),
    notice_period_id: text(profile?.notice_period_id ?? user?.notice_period_id),
    user_identity_id: text(profile?.user_identity_id),
  };
}

/** Spec §5: names given and at most 50 characters; the seeker is at least 16 years old. */
export function checkIdentityForm(form: IdentityForm, today: string): Problems {
  const problems: Problems = {};
  note(problems, 'first_name', checkRequiredText(form.first_name, limits.nameMax));
  note(problems, 'last_name', checkRequiredText(form.last_name, limits.nameMax));
  if (!form.birthday) problems.birthday = requiredProblem;
  else if (!isOldEnough(form.birthday, today))
    problems.birthday = { key: 'field.min_age', values: { minimum_age: limits.minimumAgeYears } };
  return problems;
}

/** A completed profile needs the nationality and current location (the relay's completion check). */
export function checkAboutForm(form: AboutForm, today: string): Problems {
  const problems: Problems = {};
  if (!form.nationality_id) problems.nationality_id = requiredProblem;
  if (!form.location_id) problems.location_id = requiredProblem;
  note(problems, 'home_address', checkLength(form.home_address, homeAddressMax));
  if (form.working_since && form.working_since > today)
    problems.working_since = { key: 'field.date_in_future' };
  return problems;
}

export function identityPatch(form: IdentityForm): TBasicProfilePatch {
  return { first_name: form.first_name.trim(), last_name: form.last_name.trim(), birthday: form.birthday };
}

export function aboutPatch(form: AboutForm): TBasicProfilePatch {
  return {
    nationality_id: idOrNull(form.nationality_id),
    location_id: idOrNull(form.location_id),
    home_address: textOrNull(form.home_address),
    working_since: form.working_since || null,
    job_seeking_status: (form.job_seeking_status || null) as TJobSeekingStatus | null,
    notice_period_id: idOrNull(form.notice_period_id),
    user_identity_id: idOrNull(form.user_identity_id),
  };
}
