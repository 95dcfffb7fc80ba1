import { findFunctionTitles } from '@talkhire/config/lists';
import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readerOf, seekerIdOf } from '../../http/viewer';
import { blockCompany, blockedCompanies, unblockCompany } from './company-blocks';
import { companyJobs } from './company-jobs';
import { recordCompanyView, reportCompany } from './company-reports';
import { peopleAlsoViewed } from './people-also-viewed';
import { readCompanyDetail } from './read-company-detail';
import { companiesByName, featuredCompanies, searchCompanies, suggestCompanies } from './search-companies';
import { similarCompanies } from './similar-companies';

/**
 * Companies (spec §7 'Companies'). Readers who blocked a company do not find it in search,
 * suggestions or lists, and see none of its jobs.
 */
export async function companiesRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.companies;

  serveEndpoint(app, api.search, async ({ query, locale, viewer }) =>
    searchCompanies(db, query, { ...locale, viewerId: seekerIdOf(viewer) }),
  );
  serveEndpoint(app, api.suggestions, async ({ query, locale, viewer }) =>
    suggestCompanies(db, query.query, query.size, { edition: locale.edition, viewerId: seekerIdOf(viewer) }),
  );
  serveEndpoint(app, api.combinedSuggestions, async ({ query, locale, viewer }) => {
    const { language, edition } = locale;
    const companies = await suggestCompanies(db, query.query, query.size, {
      edition,
      viewerId: seekerIdOf(viewer),
    });
    const titles = findFunctionTitles(query.query, language, query.size);
    return {
      companies,
      job_titles: titles.map(({ title }) => ({ id: title.id, value: title.value[language] })),
    };
  });
  serveEndpoint(app, api.featured, async ({ query, locale, viewer }) => ({
    companies: await featuredCompanies(db, query.size, { ...locale, viewerId: seekerIdOf(viewer) }),
  }));
  serveEndpoint(app, api.byName, async ({ query, locale }) => ({
    companies: await companiesByName(db, query.company_name, query.size, locale),
  }));

  serveEndpoint(app, api.blocked, async ({ viewer, locale }) =>
    blockedCompanies(db, viewer.userId, locale.language),
  );
  serveEndpoint(app, api.block, async ({ viewer, body, locale }) =>
    blockCompany(db, viewer.userId, body.company_id, locale.language),
  );
  serveEndpoint(app, api.unblock, async ({ viewer, params }) => unblockCompany(db, viewer.userId, params.id));

  serveEndpoint(app, api.detail, async ({ params, locale, viewer }) =>
    readCompanyDetail(db, params.id, locale.language, seekerIdOf(viewer)),
  );
  serveEndpoint(app, api.similar, async ({ params, query, locale, viewer }) => ({
    companies: await similarCompanies(db, params.companyId, query.size, locale.language, seekerIdOf(viewer)),
  }));
  serveEndpoint(app, api.peopleAlsoViewed, async ({ params, query, locale, viewer }) => {
    const reader = readerOf(viewer);
    return {
      companies: await peopleAlsoViewed(db, params.id, query.size, locale.language, {
        key: reader?.key ?? null,
        userId: reader?.userId ?? null,
      }),
    };
  });
  serveEndpoint(app, api.jobs, async ({ params, query, locale, viewer }) =>
    companyJobs(db, params.id, query, locale.language, seekerIdOf(viewer)),
  );
  serveEndpoint(app, api.report, async ({ params, body, locale, viewer }) =>
    reportCompany(db, readerOf(viewer), {
      companyId: params.id,
      reasonId: body.report_reason_id,
      locale,
    }),
  );
  serveEndpoint(app, api.view, async ({ params, viewer }) =>
    recordCompanyView(db, readerOf(viewer), params.id),
  );
}
