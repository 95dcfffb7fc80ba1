import { Readable } from 'node:stream';
import { editionByKey } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { isEmployerRequest } from '../../http/employer-listener';
import { publicOrigin } from '../../http/public-origin';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ZodPlugin } from '../../http/zod-provider';
import { editionSitemap } from './edition-sitemap';
import { employerRobotsTxt, robotsTxt } from './robots-txt';
import { sitemapIndex } from './sitemap-index';
import { checkSitemapLimits, type SitemapLimits, sitemapLimits } from './sitemap-parts';

/** Crawlers come back daily at most: an hour of caching spares the database their bursts. */
const cacheControl = 'public, max-age=3600';
const xmlType = 'application/xml; charset=utf-8';

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/sitemaps/{edition}-{part}.xml`. Addresses in
 * them are absolute, on the site's public origin (PUBLIC_URL). The employer site's port is the same
 * app (http/employer-listener.ts): its robots.txt shuts crawlers out. A part holds what the protocol
 * allows (`sitemapLimits`) unless a test asks for less.
 */
export const sitemapsRoutes: ZodPlugin<{ limits?: Partial<SitemapLimits> }> = async (plain, options) => {
  const app = plain as unknown as FastifyInstance;
  const api = endpoints.sitemaps;
  const limits = { ...sitemapLimits, ...options.limits };
  checkSitemapLimits(limits);
  const origin = (request: Parameters<typeof publicOrigin>[1]) => publicOrigin(app.services.config, request);

  serveEndpoint(
    app,
    api.robots,
    async (_input, request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(isEmployerRequest(request.raw) ? employerRobotsTxt : robotsTxt(origin(request))),
    { sameForEveryone: true },
  );

  serveEndpoint(
    app,
    api.sitemapIndex,
    async (_input, request, reply) =>
      reply
        .type(xmlType)
        .header('cache-control', cacheControl)
        .send(await sitemapIndex(app.services.db, origin(request), limits)),
    { sameForEveryone: true },
  );

  serveEndpoint(
    app,
    api.editionSitemap,
    async ({ params }, request, reply) => {
      const xml = await editionSitemap(app.services.db, {
        origin: origin(request),
        edition: editionByKey(params.edition),
        part: params.part,
        limits,
      });
      if (!xml) throw ApiError.notFound();
      reply.type(xmlType).header('cache-control', cacheControl);
      // Fastify answers HEAD through this handler and would write the whole part to throw it away.
      return request.method === 'HEAD' ? reply.send() : reply.send(Readable.from(xml));
    },
    { sameForEveryone: true },
  );
};
