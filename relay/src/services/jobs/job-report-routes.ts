import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readerOf } from '../../http/viewer';
import { recordJobView, reportJob } from './job-reports';

/** Spec §7 POST jobs/{jobId}/report and /{jobId}/view. */
export async function jobReportRoutes(app: FastifyInstance) {
  const { db } = app.services;
  serveEndpoint(app, endpoints.jobs.report, async ({ viewer, params, body }) =>
    reportJob(db, readerOf(viewer), params.jobId, body.report_reason_id),
  );
  serveEndpoint(app, endpoints.jobs.view, async ({ viewer, params }) =>
    recordJobView(db, readerOf(viewer), params.jobId),
  );
}
