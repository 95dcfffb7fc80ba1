import { errorCodes, ZRedeemTicketBody } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { hashToken, newToken } from './session-tokens';
import { openUserSession, requireSignedIn } from './sessions';

export const ticketLifetimeSeconds = 60;

export const ticketLimits = {
  issuePerUser: { limit: 30, windowSeconds: 60 },
  redeemPerIp: { limit: 30, windowSeconds: 60 },
} as const;

/**
 * Cross-site hand-off (design 'API rules'): a signed-in page asks for a ticket and carries it in
 * the `sessionid` parameter to another of our sites, which redeems it for a session of its own.
 * The ticket is random, stored only as a hash, works once and only for a minute, so a link that
 * leaks (history, logs, referrer) is worthless, and the session token itself never travels.
 */
export const ticketRoutes: ZodPlugin = async (app) => {
  app.post('/tickets', async (request) => {
    const { db } = app.services;
    const { userId } = await requireSignedIn(app, request);
    await app.services.rateLimits.consume(`ticket:issue:user:${userId}`, ticketLimits.issuePerUser);
    const ticket = newToken();
    await db
      .insertInto('hand_off_tickets')
      .values({
        id: hashToken(ticket),
        user_id: userId,
        expires_at: new Date(Date.now() + ticketLifetimeSeconds * 1000),
      })
      .execute();
    return ok({ ticket, expires_in_seconds: ticketLifetimeSeconds });
  });

  app.post('/tickets/redeem', { schema: { body: ZRedeemTicketBody } }, async (request, reply) => {
    const { db } = app.services;
    await app.services.rateLimits.consume(`ticket:redeem:ip:${request.ip}`, ticketLimits.redeemPerIp);
    const now = new Date();
    // One statement decides: of two racing redeemers only one finds the ticket unused.
    const redeemed = await db
      .updateTable('hand_off_tickets')
      .set({ used_at: now })
      .where('id', '=', hashToken(request.body.ticket))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!redeemed) throw new ApiError(errorCodes.incorrectCredentials);
    const account = await db
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', redeemed.user_id)
      .executeTakeFirstOrThrow();
    if (account.suspended_at) throw new ApiError(errorCodes.accountSuspended);
    return ok(await openUserSession(app, request, reply, redeemed.user_id));
  });
};
