import type { Edition } from '@talkhire/config';
import type { TJobPreferenceBody } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { isEditionLocation, isLocationOfCountry, profileLists } from './profile-lists';

/**
 * The job preference's rules that need the configuration lists or the edition: the listed fields
 * name real list entries, and the location is the edition's own or, overseas, in the chosen
 * country. The rest of spec §5 'Job preference required' is the contract's.
 */
export function checkJobPreference(body: TJobPreferenceBody, edition: Edition): TJobPreferenceBody {
  const problems = new FieldProblems();
  problems.requireListed('function_title_id', body.function_title_id, profileLists.functionTitles);
  problems.requireListed('job_type_id', body.job_type_id, profileLists.jobTypes);
  problems.requireListed('industry_id', body.industry_id, profileLists.industries);
  problems.requireListed('pay_type_id', body.pay_type_id, profileLists.payTypes);
  problems.requireListed('work_language_id', body.work_language_id, profileLists.workLanguages);
  problems.requireListed('work_timezone_id', body.work_timezone_id, profileLists.timezones);
  if (!profileLists.currencies.has(body.currency)) problems.add('currency', 'field.unknown_option');
  problems.requireListed('pref_region_id', body.pref_region_id, profileLists.regions);

  if (body.is_overseas) {
    if (body.pref_country_id !== null && !profileLists.countries.has(body.pref_country_id))
      problems.add('pref_country_id', 'field.unknown_option');
    else if (
      body.pref_country_id !== null &&
      body.location_id !== null &&
      !isLocationOfCountry(body.pref_country_id, body.location_id)
    )
      problems.add('location_id', 'field.location_not_in_country');
  } else if (body.location_id !== null && !isEditionLocation(edition, body.location_id)) {
    problems.add('location_id', 'field.unknown_option');
  }
  problems.throwIfAny();
  return body;
}
