import { editionByKey, editions, isEditionKey, languageByCode } from '@talkhire/config';
import {
  allLocations,
  buildConfigList,
  findFunctionTitles,
  findLocation,
  findSkills,
} from '@talkhire/config/lists';
import {
  ZConfigListParams,
  ZConfigListQuery,
  ZGeoLocationQuery,
  ZJobTitleListsQuery,
  ZSkillListsQuery,
  ZWebsiteOutageQuery,
} from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';

/** Config service (spec §7): configuration lists, title suggestions, outage, skills, geo-location. */
export const configRoutes: ZodPlugin = async (app) => {
  app.get(
    '/:type/list',
    { schema: { params: ZConfigListParams, querystring: ZConfigListQuery } },
    async (request, reply) => {
      const { type } = request.params;
      const list = buildConfigList(type, request.locale);
      // Lists change only with a deployment: let browsers and proxies keep them for an hour.
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'country-id, language-id');
      return ok({ [type]: list });
    },
  );

  app.get('/search/job-title-lists', { schema: { querystring: ZJobTitleListsQuery } }, async (request) => {
    const { query, size } = request.query;
    const hits = findFunctionTitles(query, request.locale.language, size);
    return ok(
      hits.map(({ title, jobFunctionId, mainFunctionId }) => ({
        id: title.id,
        value: title.value[request.locale.language],
        function_title_value: title.value[request.locale.language],
        seo_value: title.seo_value,
        job_function_id: jobFunctionId,
        main_function_id: mainFunctionId,
      })),
    );
  });

  app.get(
    '/search/website-outage',
    { schema: { querystring: ZWebsiteOutageQuery } },
    async (request, reply) => {
      const { language } = request.locale;
      const state = app.services.websiteOutage.current();
      app.services.metrics.maintenance.set(state.isUnderMaintenance ? 1 : 0);
      reply.header('cache-control', 'no-store');
      return ok({
        is_under_maintenance: state.isUnderMaintenance,
        title: translate(language, 'jobseeker', 'maintenance.title'),
        subtitle: translate(language, 'jobseeker', 'maintenance.subtitle'),
        ends_at: state.endsAt?.toISOString() ?? null,
      });
    },
  );

  app.get('/skill/lists', { schema: { querystring: ZSkillListsQuery } }, async (request) => {
    const { query, job_function_id } = request.query;
    return ok(findSkills({ language: request.locale.language, query, jobFunctionId: job_function_id }));
  });

  app.get('/geo-location', { schema: { querystring: ZGeoLocationQuery } }, async (request) => {
    const { latitude, longitude, country_key } = request.query;
    const { language } = request.locale;
    const names = new Intl.DisplayNames([languageByCode(language).intl], { type: 'region' });
    const location =
      latitude !== undefined && longitude !== undefined
        ? nearestLocation(latitude, longitude)
        : defaultLocationOf(
            country_key && isEditionKey(country_key) ? country_key : request.locale.edition.key,
          );
    const found = location ? findLocation(location.id) : undefined;
    const edition = found ? editions.find((e) => e.key === found.edition) : undefined;
    return ok({
      country: edition
        ? { id: edition.id, key: edition.key, value: names.of(edition.key.toUpperCase()) ?? edition.key }
        : null,
      location:
        found && location
          ? {
              id: found.id,
              value: found.value[language],
              seo_value: found.seo_value,
              distance_km: Math.round(location.distanceKm),
            }
          : null,
    });
  });
};

function nearestLocation(latitude: number, longitude: number) {
  let best: { id: number; distanceKm: number } | undefined;
  for (const l of allLocations()) {
    const d = haversineKm(latitude, longitude, l.latitude, l.longitude);
    if (!best || d < best.distanceKm) best = { id: l.id, distanceKm: d };
  }
  return best;
}

function defaultLocationOf(key: Parameters<typeof editionByKey>[0]) {
  const edition = editionByKey(key);
  const location = allLocations().find((l) => l.seo_value === edition.defaultLocation);
  return location ? { id: location.id, distanceKm: 0 } : undefined;
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
