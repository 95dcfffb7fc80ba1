import { optionLists } from '@talkhire/config/lists';
import { errorCodes, type TCourse, ZRecommendedCoursesQuery } from '@talkhire/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';

const categories = new Map(optionLists.job_category_lists.map((c) => [c.id, c]));
const xpKeys = new Set(optionLists.xp_lvls.map((x) => x.key));

/**
 * Spec §7 GET academy /recommended-courses?size&job_category_ids&xp_lvl_key: courses of the given
 * job categories written for the given experience level, best rated and most followed first.
 * Unknown categories or levels are refused (40001), not answered with an empty list.
 */
export const academyRoutes: ZodPlugin = async (app) => {
  app.get('/recommended-courses', { schema: { querystring: ZRecommendedCoursesQuery } }, async (request) => {
    const { size, job_category_ids: categoryIds, xp_lvl_key: xpKey } = request.query;
    const fields: Record<string, string[]> = {};
    if (categoryIds?.some((id) => !categories.has(id))) fields.job_category_ids = ['field.invalid_value'];
    if (xpKey !== undefined && !xpKeys.has(xpKey)) fields.xp_lvl_key = ['field.invalid_value'];
    if (Object.keys(fields).length) throw new ApiError(errorCodes.parameterInvalid, { fields });
    const rows = await app.services.db
      .selectFrom('courses')
      .selectAll()
      .$if(Boolean(categoryIds?.length), (q) => q.where('job_category_id', 'in', categoryIds ?? []))
      .$if(xpKey !== undefined, (q) => q.where(sql<boolean>`${xpKey} = any(xp_lvl_keys)`))
      .orderBy('rating_tenths', 'desc')
      .orderBy('learners', 'desc')
      .orderBy('id')
      .limit(size)
      .execute();
    const { language } = request.locale;
    const courses: TCourse[] = rows.map((r) => {
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
    });
    return ok({ courses });
  });
};
