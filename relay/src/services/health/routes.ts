import { sql } from 'kysely';
import type { ZodPlugin } from '../../http/zod-provider';

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

  app.get('/metrics', async (_request, reply) => {
    const { registry } = app.services.metrics;
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
};
