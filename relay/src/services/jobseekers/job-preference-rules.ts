import type { Edition } from '@talkhire/config';
import type { TJobPreferenceBody } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { isEditionLocation, isLocationOfCountry, profileLists } from './profile-lists';

/**
 * Spec §5 'Job preference required': the listed fields name real list entries, the minimum salary
 * is not above the maximum, and the location is the edition's own or, overseas, in the chosen
 * country (which is then required). Answers the preference as it is stored.
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
  if (body.salary_min > body.salary_max) problems.add('salary_max', 'field.salary_order');

  if (body.is_overseas) {
    if (body.pref_country_id === null) problems.add('pref_country_id', 'field.overseas_country_required');
    else if (!profileLists.countries.has(body.pref_country_id))
      problems.add('pref_country_id', 'field.unknown_option');
    else if (body.location_id !== null && !isLocationOfCountry(body.pref_country_id, body.location_id))
      problems.add('location_id', 'field.location_not_in_country');
  } else if (body.location_id === null) {
    problems.add('location_id', 'field.required');
  } else if (!isEditionLocation(edition, body.location_id)) {
    problems.add('location_id', 'field.unknown_option');
  }
  problems.throwIfAny();
  return { ...body, pref_country_id: body.is_overseas ? body.pref_country_id : null };
}
