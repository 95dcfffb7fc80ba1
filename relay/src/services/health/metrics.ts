import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** One registry per app, so several apps in one test process keep separate counts. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const outboxDelivered = new Counter({
    name: 'outbox_delivered_total',
    help: 'Mail and SMS delivered from the outbox, by channel and transport',
    labelNames: ['channel', 'transport'] as const,
    registers: [registry],
  });
  const maintenance = new Gauge({
    name: 'website_under_maintenance',
    help: '1 while the maintenance page is on',
    registers: [registry],
  });
  return {
    registry,
    outboxDelivered,
    maintenance,
    instrument(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        requestDuration.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? 'unmatched',
            status: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
