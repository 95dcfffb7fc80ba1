import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { listAppliedJobs } from './applied-jobs';
import { appliedJobsRoutes } from './applied-jobs-routes';
import { applyRoutes } from './apply-routes';

/**
 * Job applications (spec §7): applying (the data service's jobs/{jobId}/applications), the
 * signed-in seeker's applied list, one application by job, its withdrawal, and clicks through to
 * external jobs.
 */
export async function jobApplicationsRoutes(app: FastifyInstance) {
  await app.register(applyRoutes);
  await app.register(appliedJobsRoutes);
  serveEndpoint(app, endpoints.applications.appliedJobs, async ({ viewer, query, locale }) =>
    listAppliedJobs(app.services.db, viewer.userId, query, locale.language),
  );
}
