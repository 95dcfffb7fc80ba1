import { endpoints, errorCodes, identityCookies } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { publicOrigin } from '../../http/public-origin';
import { safeReturnPath } from '../../http/return-path';
import { serveEndpoint } from '../../http/serve-endpoint';
import { completeIdentityLogin } from './identity-callback';
import { startIdentityLogin } from './login-states';
import { authoriseUrl } from './myinfo-client';
import { readPendingIdentity } from './pending-identity';
import { identitySetupOf } from './provider-settings';
import { checkRedirectUri } from './redirect-uri';
import { identityVerificationOf, verifyIdentity } from './verification';

/** Each authorise URL writes a login row: plenty for a person, too few to fill the table. */
const startLimitPerUser = { limit: 20, windowSeconds: 60 };

/**
 * Singapore identity verification (spec §4, issue 15) with MyInfo: the authorise URL, the
 * provider's callback, the pending data for the confirm dialog, verify, and the status. Without
 * the provider's settings (production without MYINFO_URL or IDENTITY_DATA_KEY) every step is
 * refused with 40005 and the reason.
 */
export async function identityVerificationRoutes(app: FastifyInstance) {
  const { db, config, rateLimits } = app.services;
  const api = endpoints.identityVerification;
  const setup = await identitySetupOf(config);
  if (!setup.available) app.log.warn(`${setup.reason} The /api/sg/{service}/… endpoints answer 40005.`);
  const ready = () => {
    if (!setup.available)
      throw new ApiError(errorCodes.noPermission, { messageKey: 'field.identity_unavailable' });
    return setup;
  };

  serveEndpoint(app, api.authoriseUrl, async ({ params, body, viewer }, request) => {
    const { myInfo } = ready();
    const redirectUri = checkRedirectUri(body.redirect_uri, publicOrigin(config, request), params.service);
    await rateLimits.consume(`identity-start:user:${viewer.userId}`, startLimitPerUser);
    const login = await startIdentityLogin(db, {
      userId: viewer.userId,
      sessionId: viewer.sessionId,
      service: params.service,
      redirectUri,
    });
    return { authorise_url: authoriseUrl(myInfo, { ...login, redirectUri }) };
  });

  serveEndpoint(app, api.callback, async ({ params, query, viewer }, request, reply) => {
    const sessionId = viewer.kind === 'seeker' ? viewer.sessionId : null;
    const outcome = await completeIdentityLogin(db, setup, { service: params.service, query, sessionId });
    request.log.info({ outcome, service: params.service }, 'identity login returned');
    const own = publicOrigin(app.services.config, request);
    const back = safeReturnPath(request.cookies[identityCookies.returnUrl], own) ?? '/';
    return reply.header('cache-control', 'no-store').redirect(back, 302);
  });

  serveEndpoint(app, api.userInfo, async ({ params, viewer }, _request, reply) => {
    const { dataKey } = ready();
    const pending = await readPendingIdentity(db, dataKey, viewer.userId, params.service);
    reply.header('cache-control', 'no-store');
    if (pending.kind === 'missing') throw new ApiError(errorCodes.identityLoginMissing);
    if (pending.kind === 'failed') throw new ApiError(errorCodes.identityUnavailable);
    return pending.info;
  });

  serveEndpoint(app, api.verify, async ({ params, viewer, locale }) => {
    const { dataKey } = ready();
    return verifyIdentity(db, dataKey, viewer.userId, params.service, locale.language);
  });

  serveEndpoint(app, api.status, async ({ viewer }) => identityVerificationOf(db, viewer.userId));
}
