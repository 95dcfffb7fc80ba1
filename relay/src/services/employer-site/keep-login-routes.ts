import { withLanguagePath } from '@talkhire/config';
import { endpoints, ZKeepLoginQuery } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { isEmployerRequest } from '../../http/employer-listener';
import { serveEndpoint } from '../../http/serve-endpoint';
import { accountStanding, redeemHandOffTicket, ticketLimits } from '../authentication';
import { openRecruiterSession, recruiterAccountOf } from '../recruiters';

/**
 * Spec §2 `{employer host}/keep-login?country&lang&sessionid&redirect={path}` on the employer
 * site: `sessionid` is a one-time hand-off ticket (design 'API rules'), redeemed here for a
 * recruiter session of the employer host, then the browser goes on to `redirect`. A ticket that is
 * unknown, used, expired, or whose account is not a recruiter's leads to the console's login page
 * instead, and opens no session. The query is read here, not by the route: a broken one is a
 * failed hand-off, answered by that redirect rather than by 40001.
 */
export async function keepLoginRoutes(app: FastifyInstance) {
  const { db, rateLimits } = app.services;

  serveEndpoint(app, endpoints.accounts.keepLogin, async (_input, request, reply) => {
    if (!isEmployerRequest(request.raw)) {
      reply.callNotFound();
      return reply;
    }
    const parsed = ZKeepLoginQuery.safeParse(request.query);
    const language = parsed.success ? (parsed.data.lang ?? 'en') : 'en';
    let userId: number | null = null;
    if (parsed.success) {
      await rateLimits.consume(`ticket:redeem:ip:${request.ip}`, ticketLimits.redeemPerIp);
      userId = await usableTicket(db, parsed.data.sessionid);
    }
    const account = userId === null ? null : await recruiterAccountOf(app.services.db, userId);
    if (!parsed.success || !account)
      return reply.redirect(`${withLanguagePath(language, '/login')}?handoff=failed`);
    await openRecruiterSession(app.services.db, request, reply, account.user_id);
    return reply.redirect(withLanguagePath(language, parsed.data.redirect));
  });
}

/** The ticket's user, once, unless the account was suspended since. */
async function usableTicket(db: Db, ticket: string): Promise<number | null> {
  const userId = await redeemHandOffTicket(db, ticket);
  const account = userId === null ? undefined : await accountStanding(db, userId);
  return account && !account.suspended ? account.id : null;
}
