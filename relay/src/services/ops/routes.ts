import { ZWebsiteOutageUpdate } from '@talkhire/contracts';
import { requireBearerToken } from '../../http/bearer-token';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';

/** Operations endpoints, mounted only when OPS_TOKEN is set, for the people who run the site. */
export const opsRoutes: ZodPlugin<{ token: string }> = async (app, { token }) => {
  app.addHook('onRequest', requireBearerToken(token));

  app.put('/website-outage', { schema: { body: ZWebsiteOutageUpdate } }, async (request) => {
    const { is_under_maintenance, ends_at } = request.body;
    await app.services.websiteOutage.set({
      isUnderMaintenance: is_under_maintenance,
      endsAt: ends_at ? new Date(ends_at) : null,
    });
    return ok({ is_under_maintenance, ends_at });
  });
};
