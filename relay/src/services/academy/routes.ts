import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { recommendedCourses } from './recommended-courses';

/** Spec §7 academy service: the job page's recommended courses. */
export async function academyRoutes(app: FastifyInstance) {
  serveEndpoint(
    app,
    endpoints.jobs.recommendedCourses,
    async ({ query, locale }) =>
      recommendedCourses(
        app.services.db,
        { size: query.size, categoryIds: query.job_category_ids, xpKey: query.xp_lvl_key },
        locale.language,
      ),
    { sameForEveryone: true },
  );
}
