import type { Edition } from '@talkhire/config';
import { findFunctionTitle, optionLists } from '@talkhire/config/lists';
import { type RawBuilder, sql } from 'kysely';
import type { JobPreferencesTable } from '../../db/schema-profile';

/** The columns of a job preference the fit reads. */
export type OnsitePreferenceRow = Pick<
  JobPreferencesTable,
  | 'edition_id'
  | 'function_title_id'
  | 'job_type_id'
  | 'industry_id'
  | 'is_overseas'
  | 'location_id'
  | 'pref_country_id'
  | 'salary_min'
  | 'salary_max'
  | 'currency'
  | 'pay_type_id'
  | 'work_arrangement'
>;

/**
 * How well a job (alias `j`) of `edition` fits a seeker's on-site and hybrid preferences: the
 * score of the best-fitting preference. The exact title weighs most (7 with its function and field
 * of work), then the place (3); industry, job type, an overlapping salary and the same work
 * arrangement add 1 each, so 14 is a job that is everything one preference asks.
 * `mainFunctionIds` are the fields of work the page keeps jobs to.
 */
export function onsiteFit(
  preferences: readonly OnsitePreferenceRow[],
  edition: Edition,
): { mainFunctionIds: number[]; score: RawBuilder<number> } {
  const scores = preferences.map((p) => {
    const title = findFunctionTitle(p.function_title_id);
    const payKey = payKeyOf.get(p.pay_type_id) ?? null;
    return weighted([
      [sql`j.function_title_id = ${p.function_title_id}`, 4],
      [sql`j.job_function_id = ${title?.jobFunctionId ?? 0}`, 2],
      [sql`j.main_function_id = ${title?.mainFunctionId ?? 0}`, 1],
      [placeOf(p, edition), 3],
      [sql`j.industry_id = ${p.industry_id}`, 1],
      [sql`j.job_type_id = ${p.job_type_id}`, 1],
      // Pay is compared as monthly equivalents: the job's range meets the preference's.
      [
        sql`j.currency = ${p.currency}
          and job_monthly_pay(j.salary_to, j.pay_type) >= job_monthly_pay(${p.salary_min}::bigint, ${payKey}::text)
          and job_monthly_pay(j.salary_from, j.pay_type) <= job_monthly_pay(${p.salary_max}::bigint, ${payKey}::text)`,
        1,
      ],
      [sql`j.work_arrangement = ${p.work_arrangement}`, 1],
    ]);
  });
  const best =
    scores.length === 0
      ? sql<number>`0`
      : scores.length === 1
        ? scores[0]!
        : sql<number>`greatest(${sql.join(scores)})`;
  return {
    mainFunctionIds: [
      ...new Set(
        preferences.flatMap((p) => {
          const main = findFunctionTitle(p.function_title_id)?.mainFunctionId;
          return main === undefined ? [] : [main];
        }),
      ),
    ],
    score: best,
  };
}

/**
 * A local wish names a city of the edition it was made in (a city elsewhere says nothing about
 * here); an overseas wish names a country, which every job of that edition is in.
 */
function placeOf(p: OnsitePreferenceRow, edition: Edition): RawBuilder<unknown> {
  if (p.is_overseas) return p.pref_country_id === edition.id ? sql`true` : sql`false`;
  if (p.edition_id !== edition.id || p.location_id === null) return sql`false`;
  return sql`j.location_id = ${p.location_id}`;
}

function weighted(facets: [RawBuilder<unknown>, number][]): RawBuilder<number> {
  return sql<number>`(${sql.join(
    facets.map(([condition, weight]) => sql`case when ${condition} then ${sql.lit(weight)} else 0 end`),
    sql` + `,
  )})`;
}

const payKeyOf = new Map(optionLists.pay_types.map((o) => [o.id, o.key]));
