import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { isSaved, savedJob, savedJobsPage, saveJob, unsave, unsaveJob } from './saved-jobs';

/** Saved jobs of spec §7, for signed-in seekers only (guests are sent to sign in by the page). */
export async function savedJobsRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.jobs;

  serveEndpoint(app, api.isSaved, async ({ viewer, params }) => isSaved(db, viewer.userId, params.jobId));
  serveEndpoint(app, api.save, async ({ viewer, body }) => saveJob(db, viewer.userId, body.job_id));
  serveEndpoint(app, api.unsave, async ({ viewer, params }) => unsave(db, viewer.userId, params.id));
  serveEndpoint(app, api.unsaveJob, async ({ viewer, params }) => unsaveJob(db, viewer.userId, params.jobId));
  serveEndpoint(app, api.savedJob, async ({ viewer, params }) => savedJob(db, viewer.userId, params.jobId));
  serveEndpoint(app, api.savedJobs, async ({ viewer, query, locale }) =>
    savedJobsPage(db, viewer.userId, query, locale),
  );
}
