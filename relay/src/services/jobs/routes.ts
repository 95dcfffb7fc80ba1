import { ZJobSearchRequest } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { appliedJobsRoutes } from './applied-jobs-routes';
import { homeRoutes } from './home-routes';
import { jobAlertsRoutes } from './job-alerts-routes';
import { jobDetailRoutes } from './job-detail-routes';
import { jobReportRoutes } from './job-report-routes';
import { myJobsRoutes } from './my-jobs-routes';
import { savedJobsRoutes } from './saved-jobs-routes';
import { searchJobs } from './search-jobs';
import { withViewer } from './with-viewer';

/** Jobs service (spec §7 'Jobs and applications'): the job search, as a query or as a JSON body. */
export const jobsRoutes: ZodPlugin = async (app) => {
  await app.register(jobAlertsRoutes);
  await app.register(homeRoutes);
  await app.register(jobDetailRoutes);
  await app.register(savedJobsRoutes);
  await app.register(jobReportRoutes);
  await app.register(appliedJobsRoutes);
  await app.register(myJobsRoutes, { prefix: '/my-jobs' });
  app.get('/search', { schema: { querystring: ZJobSearchRequest } }, async (request) =>
    ok(await searchJobs(app.services.db, request.query, await withViewer(app, request))),
  );
  app.post('/search', { schema: { body: ZJobSearchRequest } }, async (request) =>
    ok(await searchJobs(app.services.db, request.body, await withViewer(app, request))),
  );
};
