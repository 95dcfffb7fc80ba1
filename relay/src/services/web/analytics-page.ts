import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isProduction } from '../../config/config';

/**
 * The team's analytics view (issue 16 point 5), the web build's `analytics.html`: at
 * /dev/analytics outside production; in production at /ops/analytics, and only when OPS_TOKEN is
 * set. The page holds no figures: it reads GET /api/ops/analytics, which asks for the ops token in
 * production (the page asks the reader for it).
 */
export function analyticsPageRoutes(app: FastifyInstance, root: string) {
  const file = path.join(root, 'analytics.html');
  if (!existsSync(file)) return;
  const { config } = app.services;
  const address = isProduction(config) ? (config.OPS_TOKEN ? '/ops/analytics' : null) : '/dev/analytics';
  if (!address) return;
  const html = readFileSync(file, 'utf8');
  app.get(address, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html),
  );
}
