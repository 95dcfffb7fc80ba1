import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { hotJobTitles } from './hot-job-titles';

/** Spec §7 recommendation service: GET /hot-job-titles, the search page's hot searches. */
export async function recommendationRoutes(app: FastifyInstance) {
  serveEndpoint(
    app,
    endpoints.jobs.hotJobTitles,
    async ({ query, locale }) => hotJobTitles(app.services.db, query.size, locale),
    { sameForEveryone: true },
  );
}
