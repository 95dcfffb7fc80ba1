import {
  type Edition,
  editionById,
  editionCountryName,
  type LanguageCode,
  languageByCode,
} from '@talkhire/config';
import { allLocations, type OptionSeed, optionLists, taxonomy } from '@talkhire/config/lists';
import {
  errorCodes,
  type TOnsiteJobs,
  type TOnsiteJobsQuery,
  type TOnsitePreference,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { workArrangementColumn } from './filter-ids';
import { type OnsitePreferenceRow, onsiteFit } from './onsite-fit';
import { searchJobs } from './search-jobs';

/**
 * The /onsite-job landing page (spec §2): the edition's on-site and hybrid jobs, never remote,
 * through the job search with its filters. A seeker with on-site or hybrid preferences gets the
 * jobs in those preferences' fields of work, the best match first (onsite-fit.ts), then the newest;
 * a visitor, or a seeker without such a preference, gets the newest, and the page asks for one.
 */
export async function onsiteJobs(
  db: Db,
  query: TOnsiteJobsQuery,
  locale: { edition: Edition; language: LanguageCode; viewerId: number | null },
): Promise<TOnsiteJobs> {
  const { language_code: _language, ...filters } = query;
  if (filters.work_arrangements?.some((id) => !onsiteArrangementIds.has(id)))
    throw new ApiError(errorCodes.parameterInvalid, {
      fields: { work_arrangements: ['field.invalid_value'] },
    });
  const preferences = locale.viewerId === null ? [] : await readOnsitePreferences(db, locale.viewerId);
  const fit = preferences.length ? onsiteFit(preferences, locale.edition) : null;
  const { sort: _sort, ...result } = await searchJobs(db, { ...filters, sort: newestFirst }, locale, {
    conditions: (eb) => [
      eb('j.work_arrangement', 'in', ['onsite', 'hybrid']),
      ...(fit
        ? [eb('j.main_function_id', 'in', fit.mainFunctionIds.length ? fit.mainFunctionIds : [0])]
        : []),
    ],
    ...(fit ? { rank: fit.score } : {}),
  });
  return {
    ...result,
    basis: fit ? 'preferences' : 'newest',
    preferences: preferences.map((p) => toChip(p, locale.language)),
  };
}

const newestFirst = 2;

/** Ids of the work_arrangements list the page offers: on-site and hybrid. */
const onsiteArrangementIds = new Set(
  optionLists.work_arrangements.filter((o) => workArrangementColumn[o.key] !== 'remote').map((o) => o.id),
);

function readOnsitePreferences(db: Db, userId: number) {
  return db
    .selectFrom('job_preferences')
    .where('user_id', '=', userId)
    .where('work_arrangement', 'in', ['onsite', 'hybrid'])
    .select([
      'id',
      'edition_id',
      'function_title_id',
      'job_type_id',
      'industry_id',
      'is_overseas',
      'location_id',
      'pref_country_id',
      'salary_min',
      'salary_max',
      'currency',
      'pay_type_id',
      'work_arrangement',
    ])
    .orderBy('id')
    .execute();
}

/** A preference as the page's chips show it, labels in the reader's language. */
function toChip(p: OnsitePreferenceRow & { id: number }, language: LanguageCode): TOnsitePreference {
  const option = (o: OptionSeed | { value: Record<LanguageCode, string> } | undefined, id: number) => ({
    id,
    value: o?.value[language] ?? '',
  });
  const arrangementKey = arrangementKeyOf.get(p.work_arrangement) ?? p.work_arrangement;
  const arrangement = optionLists.work_arrangements.find((o) => o.key === arrangementKey);
  return {
    id: p.id,
    function_title: option(functionTitles.get(p.function_title_id), p.function_title_id),
    job_type: option(jobTypes.get(p.job_type_id), p.job_type_id),
    industry: option(industries.get(p.industry_id), p.industry_id),
    work_arrangement: { ...option(arrangement, arrangement?.id ?? 0), key: arrangementKey },
    location: placeLabel(p, language),
    salary_min: Number(p.salary_min),
    salary_max: Number(p.salary_max),
    currency: p.currency,
    pay_type: {
      ...option(payTypes.get(p.pay_type_id), p.pay_type_id),
      key: payTypes.get(p.pay_type_id)?.key ?? '',
    },
  };
}

function placeLabel(p: OnsitePreferenceRow, language: LanguageCode): TOnsitePreference['location'] {
  if (p.is_overseas) {
    const edition = p.pref_country_id === null ? undefined : editionById(p.pref_country_id);
    const name = edition && editionCountryName(edition, languageByCode(language).intl);
    return edition && name ? { id: edition.id, value: name } : null;
  }
  const location = p.location_id === null ? undefined : locations.get(p.location_id);
  return location ? { id: location.id, value: location.value[language] } : null;
}

const byId = <T extends { id: number }>(list: readonly T[]) => new Map(list.map((o) => [o.id, o]));
const functionTitles = byId(taxonomy.flatMap((m) => m.job_functions.flatMap((f) => f.function_titles)));
const jobTypes = byId(optionLists.job_types);
const industries = byId(optionLists.industry_lists);
const locations = byId(allLocations());
const payTypes = byId(optionLists.pay_types);
const arrangementKeyOf = new Map(Object.entries(workArrangementColumn).map(([key, column]) => [column, key]));
