import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { listAppliedJobs } from './applied-jobs';

/** Job applications service (spec §7): the signed-in seeker's applied list. */
export async function jobApplicationsRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.applications.appliedJobs, async ({ viewer, query, locale }) =>
    listAppliedJobs(app.services.db, viewer.userId, query, locale.language),
  );
}
