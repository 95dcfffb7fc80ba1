import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The filter that hides a blocked company from the seeker who blocked it: true for rows whose
 * company `companyIdColumn` (an SQL column reference such as `j.company_id`) is not blocked by
 * `userId`. Guests block nothing, so for them it is simply true.
 */
export function notBlockedBy(
  userId: number | null | undefined,
  companyIdColumn: string,
): Expression<SqlBool> {
  if (!userId) return sql<SqlBool>`true`;
  return sql<SqlBool>`not exists (select 1 from company_blocks cb where cb.user_id = ${userId} and cb.company_id = ${sql.ref(companyIdColumn)})`;
}
