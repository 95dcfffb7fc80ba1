import { sql } from 'kysely';
import { isProduction } from '../../config';
import { requireBearerToken } from '../../http/bearer-token';
import type { ZodPlugin } from '../../http/zod-provider';

/**
 * `/healthz` for load balancers, open. `/metrics` tells how the relay is used (sockets, requests,
 * routes): with METRICS_TOKEN it needs that bearer token; without one it is open for developers
 * and not served at all in production.
 */
export const healthRoutes: ZodPlugin = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    const { db, bus } = app.services;
    await sql`select 1`.execute(db);
    return reply.header('cache-control', 'no-store').send({
      status: 'ok',
      bus: bus.kind,
      database: app.services.config.DATABASE_URL ? 'postgresql' : 'pglite',
    });
  });

  const { config } = app.services;
  if (!config.METRICS_TOKEN && isProduction(config)) return;
  await app.register(async (metrics) => {
    if (config.METRICS_TOKEN) metrics.addHook('onRequest', requireBearerToken(config.METRICS_TOKEN));
    metrics.get('/metrics', async (_request, reply) => {
      const { registry } = app.services.metrics;
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  });
};
