import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import { onsiteJobs } from './onsite-jobs';

/** The /onsite-job landing page's list (spec §2), per edition and language, by who asks. */
export async function onsiteJobsRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.jobs.onsiteJobs, async ({ query, locale, viewer }) =>
    onsiteJobs(app.services.db, query, { ...locale, viewerId: seekerIdOf(viewer) }),
  );
}
