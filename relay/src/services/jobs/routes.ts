import { endpoints, type TJobSearchRequest, type TJobSearchResult } from '@talkhire/contracts';
import type { RequestLocale } from '../../http/locale';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import type { ZodPlugin } from '../../http/zod-provider';
import { homeRoutes } from './home-routes';
import { jobAlertsRoutes } from './job-alerts-routes';
import { jobDetailRoutes } from './job-detail-routes';
import { jobReportRoutes } from './job-report-routes';
import { myJobsRoutes } from './my-jobs-routes';
import { onsiteJobsRoutes } from './onsite-jobs-routes';
import { normalizeQuery } from './related-searches';
import { savedJobsRoutes } from './saved-jobs-routes';
import { searchJobs } from './search-jobs';

/** Jobs service (spec §7 'Jobs and applications'): the job search, as a query or as a JSON body. */
export const jobsRoutes: ZodPlugin = async (app) => {
  await app.register(jobAlertsRoutes);
  await app.register(homeRoutes);
  await app.register(jobDetailRoutes);
  await app.register(savedJobsRoutes);
  await app.register(jobReportRoutes);
  await app.register(myJobsRoutes);
  await app.register(onsiteJobsRoutes);
  serveEndpoint(app, endpoints.jobs.search, async ({ query, locale, viewer }) =>
    noteZeroResults(
      query,
      locale,
      await searchJobs(app.services.db, query, { ...locale, viewerId: seekerIdOf(viewer) }),
    ),
  );
  serveEndpoint(app, endpoints.jobs.searchByBody, async ({ body, locale, viewer }) =>
    noteZeroResults(
      body,
      locale,
      await searchJobs(app.services.db, body, { ...locale, viewerId: seekerIdOf(viewer) }),
    ),
  );

  /** Issue 16: a first page with nothing found is counted (normalised text only) for the analytics. */
  function noteZeroResults(request: TJobSearchRequest, locale: RequestLocale, result: TJobSearchResult) {
    if (result.total_num === 0 && request.page === 1 && request.query?.trim())
      app.services.tracking.zeroResultSearch(normalizeQuery(request.query), locale.edition.id);
    return result;
  }
};
