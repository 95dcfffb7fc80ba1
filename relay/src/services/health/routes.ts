import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { isProduction } from '../../config/config';
import { requireBearerToken } from '../../http/bearer-token';
import { serveEndpoint } from '../../http/serve-endpoint';
import { checkDatabase } from './check-database';

/**
 * `/healthz` for load balancers, open. `/metrics` tells how the relay is used (sockets, requests,
 * routes): with METRICS_TOKEN it needs that bearer token; without one it is open for developers
 * and not served at all in production.
 */
export async function healthRoutes(app: FastifyInstance) {
  const api = endpoints.platform;
  const { config } = app.services;

  serveEndpoint(
    app,
    api.health,
    async (_input, _request, reply) => {
      const { db, bus } = app.services;
      await checkDatabase(db);
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok',
        bus: bus.kind,
        database: config.DATABASE_URL ? 'postgresql' : 'pglite',
      } as const;
    },
    { sameForEveryone: true },
  );

  if (!config.METRICS_TOKEN && isProduction(config)) return;
  await app.register(async (metrics) => {
    if (config.METRICS_TOKEN) metrics.addHook('onRequest', requireBearerToken(config.METRICS_TOKEN));
    serveEndpoint(
      metrics,
      api.metrics,
      async (_input, _request, reply) => {
        const { registry } = app.services.metrics;
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics());
      },
      { sameForEveryone: true },
    );
  });
}
