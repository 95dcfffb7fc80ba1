import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import { recommendedJobs } from './home-recommended';
import { categoryJobs, homeSectionJobs, topCompanies } from './home-sections';
import { relatedSearches } from './related-searches';

/**
 * The home page's lists (spec §2) and the search page's related searches, per edition (Country-Id)
 * and language. Paths are ours: the spec names the sections, not their calls. A signed-in seeker's
 * blocked companies are left out of every list.
 */
export async function homeRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.jobs;

  serveEndpoint(app, api.recommended, async ({ query, locale, viewer }) =>
    recommendedJobs(db, seekerIdOf(viewer), query.page, query.size, locale),
  );
  serveEndpoint(app, api.topCompanies, async ({ query, locale, viewer }) => ({
    companies: await topCompanies(db, query.size, { ...locale, viewerId: seekerIdOf(viewer) }),
  }));
  serveEndpoint(app, api.categoryJobs, async ({ params, query, locale, viewer }) =>
    categoryJobs(db, params.jobCategoryId, query.size, { ...locale, viewerId: seekerIdOf(viewer) }),
  );
  serveEndpoint(app, api.homeSection, async ({ params, query, locale, viewer }) =>
    homeSectionJobs(db, params.section, query.size, { ...locale, viewerId: seekerIdOf(viewer) }),
  );
  serveEndpoint(app, api.relatedSearches, async ({ query, locale }) =>
    relatedSearches(db, query.query, query.size, locale.edition),
  );
}
