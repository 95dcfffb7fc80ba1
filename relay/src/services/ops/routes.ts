import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { requireBearerToken } from '../../http/bearer-token';
import { serveEndpoint } from '../../http/serve-endpoint';
import { feedbackOpsRoutes } from '../feedback';
import { systemNoticeRoutes } from '../notification-center';

/** Operations endpoints, mounted only when OPS_TOKEN is set, for the people who run the site. */
export async function opsRoutes(app: FastifyInstance, { token }: { token: string }) {
  // Before the session is read: these callers are scripts with the token, not users.
  app.addHook('onRequest', requireBearerToken(token));
  await app.register(feedbackOpsRoutes);
  await app.register(systemNoticeRoutes);

  serveEndpoint(
    app,
    endpoints.platform.setWebsiteOutage,
    async ({ body }) => {
      const { is_under_maintenance, ends_at } = body;
      await app.services.websiteOutage.set({
        isUnderMaintenance: is_under_maintenance,
        endsAt: ends_at ? new Date(ends_at) : null,
      });
      return { is_under_maintenance, ends_at };
    },
    { sameForEveryone: true },
  );
}
