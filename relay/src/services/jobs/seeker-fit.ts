import { findFunctionTitle, optionLists } from '@talkhire/config/lists';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * How well a job (alias `j`) fits one seeker: the relevance of My Jobs. Each job preference is a
 * set of facets (function title, job function, field of work, job type, industry, work
 * arrangement, location, salary); a job scores the facets of its best-matching preference, plus
 * one for the seeker's experience level and one for their current location.
 */
export interface SeekerFit {
  hasPreferences: boolean;
  /** Main functions (fields of work) of the seeker's preferences: For You lists jobs in these. */
  mainFunctionIds: number[];
  /** The score of `j`, an integer from 0 to 10. */
  score: RawBuilder<number>;
}

export async function readSeekerFit(db: Db, userId: number, now = new Date()): Promise<SeekerFit> {
  const [preferences, profile] = await Promise.all([
    db.selectFrom('job_preferences').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('users')
      .select(['working_since', 'location_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const facets = preferences.map((p) => {
    const title = findFunctionTitle(p.function_title_id);
    const payKey = payKeyOf.get(p.pay_type_id) ?? null;
    return sumOf([
      sql`j.function_title_id = ${p.function_title_id}`,
      sql`j.job_function_id = ${title?.jobFunctionId ?? 0}`,
      sql`j.main_function_id = ${title?.mainFunctionId ?? 0}`,
      sql`j.job_type_id = ${p.job_type_id}`,
      sql`j.industry_id = ${p.industry_id}`,
      sql`j.work_arrangement = ${p.work_arrangement}`,
      // Remote work has no place; an overseas wish names a country (an edition), a local one a city.
      p.work_arrangement === 'remote'
        ? sql`false`
        : p.is_overseas
          ? sql`j.edition_id = ${p.pref_country_id ?? 0}`
          : sql`j.location_id = ${p.location_id ?? 0}`,
      // Pay is compared as monthly equivalents in the preference's currency.
      sql`j.currency = ${p.currency} and job_monthly_pay(j.salary_to, j.pay_type) >= job_monthly_pay(${p.salary_min}::bigint, ${payKey}::text)`,
    ]);
  });
  const level = experienceLevelOf(profile.working_since, now);
  const profileFacets = sumOf([
    level === undefined ? sql`false` : sql`j.xp_lvl_id = ${level}`,
    profile.location_id === null ? sql`false` : sql`j.location_id = ${profile.location_id}`,
  ]);
  const best =
    facets.length === 0 ? sql`0` : facets.length === 1 ? facets[0] : sql`greatest(${sql.join(facets)})`;
  return {
    hasPreferences: preferences.length > 0,
    mainFunctionIds: [
      ...new Set(
        preferences.flatMap((p) => {
          const main = findFunctionTitle(p.function_title_id)?.mainFunctionId;
          return main === undefined ? [] : [main];
        }),
      ),
    ],
    score: sql<number>`(${best} + ${profileFacets})`,
  };
}

/**
 * The xp_lvls entry of a career that began on `workingSince`: 2 under a year, 3 one to three
 * years, 4 three to five, 5 five to ten, 6 more. Without a start date the level is unknown
 * (a blank field is not the same as 'no experience').
 */
export function experienceLevelOf(workingSince: string | null, now: Date): number | undefined {
  if (!workingSince) return undefined;
  const years = (now.getTime() - new Date(`${workingSince}T00:00:00Z`).getTime()) / (365.25 * 86_400_000);
  if (years < 1) return 2;
  if (years < 3) return 3;
  if (years < 5) return 4;
  if (years < 10) return 5;
  return 6;
}

function sumOf(conditions: RawBuilder<unknown>[]): RawBuilder<number> {
  return sql<number>`(${sql.join(
    conditions.map((c) => sql`case when ${c} then 1 else 0 end`),
    sql` + `,
  )})`;
}

const payKeyOf = new Map(optionLists.pay_types.map((o) => [o.id, o.key]));
