import {
  ZHomeCategoryParams,
  ZHomeJobsQuery,
  ZHomeRecommendedQuery,
  ZHomeSectionParams,
  ZRelatedSearchesQuery,
  ZTopCompaniesQuery,
} from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { readSignedIn } from '../authentication/sessions';
import { recommendedJobs } from './home-recommended';
import { categoryJobs, homeSectionJobs, topCompanies } from './home-sections';
import { relatedSearches } from './related-searches';

/**
 * The home page's lists (spec §2) and the search page's related searches, per edition (Country-Id)
 * and language. Paths are ours: the spec names the sections, not their calls.
 */
export const homeRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;

  app.get('/home/recommended', { schema: { querystring: ZHomeRecommendedQuery } }, async (request) => {
    const seeker = await readSignedIn(app, request);
    const { page, size } = request.query;
    return ok(await recommendedJobs(db, seeker?.userId ?? null, page, size, request.locale));
  });
  // A signed-in seeker's blocked companies are left out of every list.
  const reader = async (request: FastifyRequest) => ({
    ...request.locale,
    viewerId: (await readSignedIn(app, request))?.userId ?? null,
  });
  app.get('/home/top-companies', { schema: { querystring: ZTopCompaniesQuery } }, async (request) =>
    ok({ companies: await topCompanies(db, request.query.size, await reader(request)) }),
  );
  app.get(
    '/home/categories/:jobCategoryId',
    { schema: { params: ZHomeCategoryParams, querystring: ZHomeJobsQuery } },
    async (request) =>
      ok(await categoryJobs(db, request.params.jobCategoryId, request.query.size, await reader(request))),
  );
  app.get(
    '/home/:section',
    { schema: { params: ZHomeSectionParams, querystring: ZHomeJobsQuery } },
    async (request) =>
      ok(await homeSectionJobs(db, request.params.section, request.query.size, await reader(request))),
  );
  app.get('/related-searches', { schema: { querystring: ZRelatedSearchesQuery } }, async (request) =>
    ok(await relatedSearches(db, request.query.query, request.query.size, request.locale.edition)),
  );
};
