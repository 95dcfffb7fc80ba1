import { withLanguagePath } from '@talkhire/config';
import { ZKeepLoginQuery } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodPlugin } from '../../http/zod-provider';
import { hashToken } from '../authentication/session-tokens';
import { ticketLimits } from '../authentication/ticket-routes';
import { openRecruiterSession, recruiterAccountOf } from '../recruiters/recruiter-session';
import { isEmployerRequest } from './employer-listener';

/**
 * Spec §2 `{employer host}/keep-login?country&lang&sessionid&redirect={path}` on the employer
 * site: `sessionid` is a one-time hand-off ticket (design 'API rules'), redeemed here for a
 * recruiter session of the employer host, then the browser goes on to `redirect`. A ticket that is
 * unknown, used, expired, or whose account is not a recruiter's leads to the console's login page
 * instead, and opens no session.
 */
export const keepLoginRoutes: ZodPlugin = async (app) => {
  app.get('/keep-login', async (request, reply) => {
    if (!isEmployerRequest(request.raw)) return reply.callNotFound();
    const parsed = ZKeepLoginQuery.safeParse(request.query);
    const language = parsed.success ? (parsed.data.lang ?? 'en') : 'en';
    const userId = parsed.success
      ? await redeem(app as unknown as FastifyInstance, request.ip, parsed.data.sessionid)
      : null;
    const account =
      userId === null ? null : await recruiterAccountOf(app as unknown as FastifyInstance, userId);
    if (!parsed.success || !account)
      return reply.redirect(`${withLanguagePath(language, '/login')}?handoff=failed`);
    await openRecruiterSession(app as unknown as FastifyInstance, request, reply, account.user_id);
    return reply.redirect(withLanguagePath(language, parsed.data.redirect));
  });
};

/** The ticket's user, once: of two racing redeemers only one finds it unused. */
async function redeem(app: FastifyInstance, ip: string, ticket: string): Promise<number | null> {
  const { db } = app.services;
  await app.services.rateLimits.consume(`ticket:redeem:ip:${ip}`, ticketLimits.redeemPerIp);
  const now = new Date();
  const redeemed = await db
    .updateTable('hand_off_tickets')
    .set({ used_at: now })
    .where('id', '=', hashToken(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!redeemed) return null;
  const user = await db
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', redeemed.user_id)
    .executeTakeFirst();
  return user && !user.suspended_at ? redeemed.user_id : null;
}
