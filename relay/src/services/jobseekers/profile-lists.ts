import { type Edition, editions } from '@talkhire/config';
import { buildConfigList, locationsOf, optionLists, taxonomy } from '@talkhire/config/lists';

/**
 * The ids a profile may refer to, from the same configuration lists the web app shows (spec §3
 * 'Configuration lists'). Ids do not depend on the language, so English builds the sets once.
 */
export const profileLists = {
  functionTitles: new Set(
    taxonomy.flatMap((m) => m.job_functions.flatMap((f) => f.function_titles.map((t) => t.id))),
  ),
  jobFunctions: new Set(taxonomy.flatMap((m) => m.job_functions.map((f) => f.id))),
  jobTypes: idsOf(optionLists.job_types),
  industries: idsOf(optionLists.industry_lists),
  payTypes: idsOf(optionLists.pay_types),
  workLanguages: idsOf(optionLists.work_languages),
  regions: idsOf(optionLists.region_lists),
  timezones: idsOf(optionLists.timezones),
  educationLevels: idsOf(optionLists.educations),
  noticePeriods: idsOf(optionLists.notice_period_lists),
  userIdentities: idsOf(optionLists.user_identity_lists),
  countries: idsOf(
    buildConfigList('country_lists', { language: 'en', edition: editions[0] }) as { id: number }[],
  ),
  currencies: new Set<string>(editions.map((e) => e.currency)),
  /** Any edition's location: a seeker may live outside the edition they browse. */
  locations: new Set(editions.flatMap((e) => (e.key === 'com' ? [] : locationsOf(e.key).map((l) => l.id)))),
};

/** A location of the edition the seeker browses (Others has every edition's locations). */
export function isEditionLocation(edition: Edition, locationId: number): boolean {
  return locationsOf(edition.key).some((l) => l.id === locationId);
}

/** A location inside a country; only the editions' countries have a location list. */
export function isLocationOfCountry(countryId: number, locationId: number): boolean {
  const edition = editions.find((e) => e.id === countryId && e.key !== 'com');
  return edition !== undefined && isEditionLocation(edition, locationId);
}

function idsOf(list: readonly { id: number }[]): Set<number> {
  return new Set(list.map((o) => o.id));
}
