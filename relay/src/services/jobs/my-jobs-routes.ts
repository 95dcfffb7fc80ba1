import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { communicatedJobs } from './communicated-jobs';
import { forYouJobs } from './for-you-jobs';

/** My Jobs (spec §2) lists of the signed-in seeker, under /api/jobs/my-jobs. */
export async function myJobsRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.myJobs;

  serveEndpoint(app, api.forYou, async ({ viewer, query, locale }) =>
    forYouJobs(db, viewer.userId, query, locale),
  );
  serveEndpoint(app, api.communicated, async ({ viewer, query, locale }) =>
    communicatedJobs(db, viewer.userId, query, locale),
  );
}
