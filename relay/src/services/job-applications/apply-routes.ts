import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { applyToJob } from './apply-to-job';

/** Spec §7 POST data jobs/{jobId}/applications: the signed-in seeker applies. */
export async function applyRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.applications.apply, async ({ viewer, params, body, locale }) =>
    applyToJob(app.services.db, viewer.userId, params.jobId, body, locale.language),
  );
}
