import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { isProduction } from '../../config/config';
import { ApiError } from '../../http/api-error';
import { requireBearerToken } from '../../http/bearer-token';
import { serveEndpoint } from '../../http/serve-endpoint';
import { analyticsSpan, readAnalytics } from './analytics';

/**
 * GET /ops/analytics. Open outside production (the /dev/analytics view); in production it needs
 * `Authorization: Bearer {OPS_TOKEN}`, and without an OPS_TOKEN nobody can read it.
 */
export async function analyticsRoutes(app: FastifyInstance) {
  const { config } = app.services;
  if (isProduction(config)) {
    const token = config.OPS_TOKEN;
    app.addHook(
      'onRequest',
      token
        ? requireBearerToken(token)
        : async () => {
            throw new ApiError(errorCodes.credentialsNotProvided);
          },
    );
  }
  serveEndpoint(
    app,
    endpoints.tracking.analytics,
    async ({ query }) => {
      const { store, writer } = app.services.tracking;
      return readAnalytics(app.services.db, analyticsSpan(query), { store, counters: writer.counters });
    },
    { sameForEveryone: true },
  );
}
