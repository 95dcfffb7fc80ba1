import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import { readAppliedJob, withdrawApplication } from './applied-jobs';
import { recordExternalJobClick } from './external-job-clicks';

/** Spec §7: one application with its history, withdrawing it, and clicks on external apply links. */
export async function appliedJobsRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.applications;

  serveEndpoint(app, api.appliedJob, async ({ viewer, params, locale }) =>
    readAppliedJob(db, viewer.userId, params.jobId, locale.language),
  );
  serveEndpoint(app, api.withdraw, async ({ viewer, params, locale }) =>
    withdrawApplication(db, viewer.userId, params.jobId, locale.language),
  );
  serveEndpoint(app, api.clickExternal, async ({ viewer, params, body }) =>
    recordExternalJobClick(db, params.jobId, { userId: seekerIdOf(viewer), source: body.source }),
  );
}
