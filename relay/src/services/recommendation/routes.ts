import { ZHotJobTitlesQuery } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { hotJobTitles } from './hot-job-titles';

/** Spec §7 recommendation service: GET /hot-job-titles, the search page's hot searches. */
export const recommendationRoutes: ZodPlugin = async (app) => {
  app.get('/hot-job-titles', { schema: { querystring: ZHotJobTitlesQuery } }, async (request) =>
    ok(await hotJobTitles(app.services.db, request.query.size, request.locale)),
  );
};
