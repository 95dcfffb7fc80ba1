import { ZJobSearchRequest } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { jobDetailRoutes } from './job-detail-routes';
import { jobReportRoutes } from './job-report-routes';
import { savedJobsRoutes } from './saved-jobs-routes';
import { searchJobs } from './search-jobs';

/** Jobs service (spec §7 'Jobs and applications'): the job search, as a query or as a JSON body. */
export const jobsRoutes: ZodPlugin = async (app) => {
  await app.register(jobDetailRoutes);
  await app.register(savedJobsRoutes);
  await app.register(jobReportRoutes);
  app.get('/search', { schema: { querystring: ZJobSearchRequest } }, async (request) =>
    ok(await searchJobs(app.services.db, request.query, request.locale)),
  );
  app.post('/search', { schema: { body: ZJobSearchRequest } }, async (request) =>
    ok(await searchJobs(app.services.db, request.body, request.locale)),
  );
};
