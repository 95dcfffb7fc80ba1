import type { Edition, LanguageCode } from '@talkhire/config';
import type { TJobCard } from '@talkhire/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { JobsTable } from '../../db/schema';
import { assertKnownFilterIds, workArrangementsOf } from './filter-ids';
import { toJobCard } from './job-card';
import { jobCards } from './search-jobs';

export interface MyJobsFilters {
  job_types?: number[] | undefined;
  work_arrangements?: number[] | undefined;
  /** Only jobs still taking applications. */
  is_open?: true | undefined;
}

/** 'Others' lists its own jobs and the remote jobs of every edition, as the search does. */
const othersEditionKey = 'com';

/**
 * The conditions on `j` every My Jobs list shares: the edition being browsed (as the search
 * scopes it), never a deleted job, and the seeker's filters. Unknown filter ids are refused
 * (40001) rather than answered with an empty list.
 */
export function myJobsConditions(edition: Edition, filters: MyJobsFilters): Expression<SqlBool>[] {
  assertKnownFilterIds(filters);
  const conditions: Expression<SqlBool>[] = [
    filters.is_open ? sql<SqlBool>`j.status = 'active'` : sql<SqlBool>`j.status <> 'deleted'`,
    edition.key === othersEditionKey
      ? sql<SqlBool>`(j.edition_id = ${edition.id} or j.work_arrangement = 'remote')`
      : sql<SqlBool>`j.edition_id = ${edition.id}`,
  ];
  if (filters.job_types?.length)
    conditions.push(sql<SqlBool>`j.job_type_id in (${sql.join(filters.job_types)})`);
  if (filters.work_arrangements?.length)
    conditions.push(
      sql<SqlBool>`j.work_arrangement in (${sql.join(workArrangementsOf(filters.work_arrangements))})`,
    );
  return conditions;
}

/** The cards of `ids` by id, labels in the reader's language. */
export async function cardsOf(db: Db, ids: number[], language: LanguageCode): Promise<Map<number, TJobCard>> {
  if (!ids.length) return new Map();
  const rows = await jobCards(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toJobCard(row, language)]));
}

/** The page fields every list answers with. */
export function pageFields(total: number, page: number, size: number) {
  return { total_num: total, page, size, total_pages: Math.ceil(total / size) };
}

/** Lists leave deleted jobs out; should one be deleted meanwhile, it reads as closed. */
export function listedStatus(status: JobsTable['status']): Exclude<JobsTable['status'], 'deleted'> {
  return status === 'deleted' ? 'closed' : status;
}
