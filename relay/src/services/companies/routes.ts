import { findFunctionTitles } from '@talkhire/config/lists';
import {
  ZCompanyIdAltParams,
  ZCompanyIdParams,
  ZCompanyJobsQuery,
  ZCompanyListQuery,
  ZCompanyNameQuery,
  ZCompanySearchQuery,
  ZCompanySuggestionQuery,
} from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { readSignedIn } from '../authentication/sessions';
import { companyBlockRoutes } from './company-block-routes';
import { companyJobs } from './company-jobs';
import { readCompanyReader } from './company-reader';
import { companyReportRoutes } from './company-report-routes';
import { peopleAlsoViewed } from './people-also-viewed';
import { readCompanyDetail } from './read-company-detail';
import { companiesByName, featuredCompanies, searchCompanies, suggestCompanies } from './search-companies';
import { similarCompanies } from './similar-companies';

/**
 * Companies service (spec §7 'Companies', under /api/companies). Readers who blocked a company
 * do not find it in search, suggestions or lists, and see none of its jobs.
 */
export const companiesRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;
  const viewerOf = async (request: Parameters<typeof readSignedIn>[1]) =>
    (await readSignedIn(app, request))?.userId ?? null;

  await app.register(companyBlockRoutes);
  await app.register(companyReportRoutes);

  app.get('/search', { schema: { querystring: ZCompanySearchQuery } }, async (request) =>
    ok(await searchCompanies(db, request.query, { ...request.locale, viewerId: await viewerOf(request) })),
  );

  app.get('/search-suggestion', { schema: { querystring: ZCompanySuggestionQuery } }, async (request) =>
    ok(
      await suggestCompanies(db, request.query.query, request.query.size, {
        edition: request.locale.edition,
        viewerId: await viewerOf(request),
      }),
    ),
  );

  app.get(
    '/combined_search_suggestion',
    { schema: { querystring: ZCompanySuggestionQuery } },
    async (request) => {
      const { query, size } = request.query;
      const { language, edition } = request.locale;
      const companies = await suggestCompanies(db, query, size, {
        edition,
        viewerId: await viewerOf(request),
      });
      const titles = findFunctionTitles(query, language, size);
      return ok({
        companies,
        job_titles: titles.map(({ title }) => ({ id: title.id, value: title.value[language] })),
      });
    },
  );

  app.get('/featured-companies', { schema: { querystring: ZCompanyListQuery } }, async (request) =>
    ok({
      companies: await featuredCompanies(db, request.query.size, {
        ...request.locale,
        viewerId: await viewerOf(request),
      }),
    }),
  );

  app.get(
    '/search-company-by-legal-name-displany-name',
    { schema: { querystring: ZCompanyNameQuery } },
    async (request) =>
      ok({
        companies: await companiesByName(db, request.query.company_name, request.query.size, request.locale),
      }),
  );

  app.get('/:id', { schema: { params: ZCompanyIdParams } }, async (request) =>
    ok(await readCompanyDetail(db, request.params.id, request.locale.language, await viewerOf(request))),
  );

  app.get(
    '/:companyId/similar-companies',
    { schema: { params: ZCompanyIdAltParams, querystring: ZCompanyListQuery } },
    async (request) =>
      ok({
        companies: await similarCompanies(
          db,
          request.params.companyId,
          request.query.size,
          request.locale.language,
          await viewerOf(request),
        ),
      }),
  );

  app.get(
    '/:id/people-also-viewed',
    { schema: { params: ZCompanyIdParams, querystring: ZCompanyListQuery } },
    async (request) => {
      const reader = await readCompanyReader(app, request);
      return ok({
        companies: await peopleAlsoViewed(
          db,
          request.params.id,
          request.query.size,
          request.locale.language,
          {
            key: reader?.key ?? null,
            userId: reader?.userId ?? null,
          },
        ),
      });
    },
  );

  app.get(
    '/:id/jobs',
    { schema: { params: ZCompanyIdParams, querystring: ZCompanyJobsQuery } },
    async (request) =>
      ok(
        await companyJobs(
          db,
          request.params.id,
          request.query,
          request.locale.language,
          await viewerOf(request),
        ),
      ),
  );
};
