import { buildConfigList, findSkills } from '@talkhire/config/lists';
import { endpoints } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { geoLocationOf } from './geo-location';
import { suggestJobTitles } from './job-title-suggestions';

/** Config service (spec §7): configuration lists, title suggestions, outage, skills, geo-location. */
export async function configRoutes(app: FastifyInstance) {
  const api = endpoints.config;

  serveEndpoint(
    app,
    api.list,
    async ({ params, locale }, _request, reply) => {
      // Lists change only with a deployment: let browsers and proxies keep them for an hour.
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'country-id, language-id');
      return { [params.type]: buildConfigList(params.type, locale) as Record<string, unknown>[] };
    },
    { sameForEveryone: true },
  );

  serveEndpoint(
    app,
    api.jobTitles,
    async ({ query, locale }) => suggestJobTitles(query.query, locale.language, query.size),
    { sameForEveryone: true },
  );

  serveEndpoint(
    app,
    api.websiteOutage,
    async ({ locale }, _request, reply) => {
      const { websiteOutage, metrics } = app.services;
      const state = websiteOutage.current();
      metrics.maintenance.set(state.isUnderMaintenance ? 1 : 0);
      reply.header('cache-control', 'no-store');
      return {
        is_under_maintenance: state.isUnderMaintenance,
        title: translate(locale.language, 'jobseeker', 'maintenance.title'),
        subtitle: translate(locale.language, 'jobseeker', 'maintenance.subtitle'),
        ends_at: state.endsAt?.toISOString() ?? null,
      };
    },
    { sameForEveryone: true },
  );

  serveEndpoint(
    app,
    api.skills,
    async ({ query, locale }) =>
      findSkills({ language: locale.language, query: query.query, jobFunctionId: query.job_function_id }),
    { sameForEveryone: true },
  );

  serveEndpoint(app, api.geoLocation, async ({ query, locale }) => geoLocationOf(query, locale), {
    sameForEveryone: true,
  });
}
