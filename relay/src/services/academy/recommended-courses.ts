import type { LanguageCode } from '@talkhire/config';
import { optionLists } from '@talkhire/config/lists';
import { errorCodes, type TCourse } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

const categories = new Map(optionLists.job_category_lists.map((c) => [c.id, c]));
const xpKeys = new Set(optionLists.xp_lvls.map((x) => x.key));

/**
 * Spec §7 GET academy /recommended-courses?size&job_category_ids&xp_lvl_key: courses of the given
 * job categories written for the given experience level, best rated and most followed first.
 * Unknown categories or levels are refused (40001), not answered with an empty list.
 */
export async function recommendedCourses(
  db: Db,
  filters: { size: number; categoryIds: number[] | undefined; xpKey: string | undefined },
  language: LanguageCode,
): Promise<{ courses: TCourse[] }> {
  const { size, categoryIds, xpKey } = filters;
  const fields: Record<string, string[]> = {};
  if (categoryIds?.some((id) => !categories.has(id))) fields.job_category_ids = ['field.invalid_value'];
  if (xpKey !== undefined && !xpKeys.has(xpKey)) fields.xp_lvl_key = ['field.invalid_value'];
  if (Object.keys(fields).length) throw new ApiError(errorCodes.parameterInvalid, { fields });
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .$if(Boolean(categoryIds?.length), (q) => q.where('job_category_id', 'in', categoryIds ?? []))
    .$if(xpKey !== undefined, (q) => q.where(sql<boolean>`${xpKey} = any(xp_lvl_keys)`))
    .orderBy('rating_tenths', 'desc')
    .orderBy('learners', 'desc')
    .orderBy('id')
    .limit(size)
    .execute();
  return {
    courses: rows.map((r) => {
      const category = categories.get(r.job_category_id);
      return {
        id: r.id,
        title: r.title,
        provider: r.provider,
        summary: r.summary,
        job_category: {
          id: r.job_category_id,
          key: category?.key ?? '',
          value: category?.value[language] ?? '',
        },
        xp_lvl_keys: r.xp_lvl_keys,
        duration_hours: r.duration_hours,
        lessons: r.lessons,
        rating: r.rating_tenths / 10,
        learners: r.learners,
      };
    }),
  };
}
