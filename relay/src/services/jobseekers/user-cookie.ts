import type { TSessionUser } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../authentication/session-cookies';
import { type SignedIn, sessionUser } from '../authentication/sessions';

/**
 * After a profile change the readable `user` cookie (spec §3 display fields) is written again so
 * the page shows the new name, avatar or completion at once; it lives as long as the session.
 */
export async function rewriteUserCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: SignedIn,
): Promise<TSessionUser> {
  const user = await sessionUser(app, signedIn.userId);
  const session = await app.services.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('id', '=', signedIn.sessionId)
    .executeTakeFirstOrThrow();
  writeUserCookie(reply, request, user, session.expires_at);
  return user;
}

export function writeUserCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  user: TSessionUser,
  expires: Date,
) {
  reply.setCookie('user', JSON.stringify(user), {
    ...sessionCookieOptions(request, expires),
    httpOnly: false,
  });
}
