import { languageByCode } from '@talkhire/config';
import { taxonomy } from '@talkhire/config/lists';
import { errorCodes, ZJobHotSearchBody } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { sessionCookies } from '../authentication/session-cookies';
import { hashToken } from '../authentication/session-tokens';
import { normalizeQuery } from '../jobs/related-searches';

const functionTitleIds = new Set(
  taxonomy.flatMap((m) => m.job_functions.flatMap((f) => f.function_titles.map((t) => t.id))),
);
/** A person types a few searches a minute; more is a script, and the table should not grow for it. */
const searchesPerMinute = { limit: 30, windowSeconds: 60 };

/**
 * Spec §7 POST /metrics/job-hot-search: one search someone ran, for the hot and related searches.
 * The page ignores any failure (spec §7), but bad input is still refused with 4xx.
 */
export const metricsRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;
  app.post('/job-hot-search', { schema: { body: ZJobHotSearchBody } }, async (request) => {
    const { device, page, source, query, job_title_id } = request.body;
    if (job_title_id && !functionTitleIds.has(job_title_id))
      throw new ApiError(errorCodes.parameterInvalid, { fields: { job_title_id: ['field.invalid_value'] } });
    const searcher = await searcherOf(app, request);
    await app.services.rateLimits.consume(`hot-search:${searcher.key}`, searchesPerMinute);
    await db
      .insertInto('job_hot_searches')
      .values({
        edition_id: request.locale.edition.id,
        language_id: languageByCode(request.locale.language).id,
        query,
        normalized_query: normalizeQuery(query),
        job_title_id: job_title_id ?? null,
        device,
        page,
        source,
        user_id: searcher.userId,
        searcher_key: searcher.key,
      })
      .execute();
    return ok({ query });
  });
};

/**
 * The seeker, else the browser's guest session, else the network address: never the device the
 * body names, which a script could vary to pass as many people.
 */
async function searcherOf(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[sessionCookies.session];
  const session = token
    ? await app.services.db
        .selectFrom('sessions')
        .select(['id', 'user_id'])
        .where('id', '=', hashToken(token))
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
    : undefined;
  if (session?.user_id) return { key: `user:${session.user_id}`, userId: session.user_id };
  if (session) return { key: `session:${session.id}`, userId: null };
  return { key: `ip:${request.ip}`, userId: null };
}
