import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { accountStanding } from './account-standing';
import {
  issueHandOffTicket,
  redeemHandOffTicket,
  ticketLifetimeSeconds,
  ticketLimits,
} from './hand-off-tickets';
import { openUserSession } from './sessions';

/**
 * Cross-site hand-off (design 'API rules'): a signed-in page asks for a ticket and carries it in
 * the `sessionid` parameter to another of our sites, which redeems it for a session of its own.
 */
export async function ticketRoutes(app: FastifyInstance) {
  const { db, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.ticket, async ({ viewer }) => {
    await rateLimits.consume(`ticket:issue:user:${viewer.userId}`, ticketLimits.issuePerUser);
    const ticket = await issueHandOffTicket(db, viewer.userId);
    return { ticket, expires_in_seconds: ticketLifetimeSeconds };
  });

  serveEndpoint(app, api.redeemTicket, async ({ body }, request, reply) => {
    await rateLimits.consume(`ticket:redeem:ip:${request.ip}`, ticketLimits.redeemPerIp);
    const userId = await redeemHandOffTicket(db, body.ticket);
    const account = userId === null ? undefined : await accountStanding(db, userId);
    if (!account) throw new ApiError(errorCodes.incorrectCredentials);
    if (account.suspended) throw new ApiError(errorCodes.accountSuspended);
    return openUserSession(app.services.db, request, reply, account.id);
  });
}
