import { limits } from '@talkhire/config';
import type { TBasicProfilePatch } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/** Earlier birthdays are typing mistakes, not seekers. */
const earliestBirthday = '1900-01-01';

/**
 * Spec §5 for the basic info: names are not emptied (their 50-character bound is the contract's),
 * the seeker is at least 16 years old, the working-since date is not in the future, and every id
 * names an entry of its configuration list.
 */
export function checkBasicProfile(patch: TBasicProfilePatch, today: string): TBasicProfilePatch {
  const problems = new FieldProblems();
  if (patch.first_name !== undefined) problems.requireText('first_name', patch.first_name);
  if (patch.last_name !== undefined) problems.requireText('last_name', patch.last_name);
  if (patch.birthday) {
    if (patch.birthday < earliestBirthday) problems.add('birthday', 'field.invalid_value');
    else if (!isOldEnough(patch.birthday, today)) problems.add('birthday', 'field.min_age');
  }
  if (patch.working_since && patch.working_since > today)
    problems.add('working_since', 'field.date_in_future');
  problems.requireListed('nationality_id', patch.nationality_id, profileLists.countries);
  problems.requireListed('location_id', patch.location_id, profileLists.locations);
  problems.requireListed('notice_period_id', patch.notice_period_id, profileLists.noticePeriods);
  problems.requireListed('user_identity_id', patch.user_identity_id, profileLists.userIdentities);
  problems.throwIfAny();
  return patch;
}

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings: the birthday's month and day in the year the seeker
 * turns 16. A 29 February birthday compares after 28 February, so it counts from 1 March.
 */
export function isOldEnough(birthday: string, today: string): boolean {
  const year = Number(birthday.slice(0, 4)) + limits.minimumAgeYears;
  return `${String(year).padStart(4, '0')}${birthday.slice(4)}` <= today;
}
