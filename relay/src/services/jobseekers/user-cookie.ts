import type { TSessionUser } from '@talkhire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionCookieOptions } from '../../http/session-cookies';

/**
 * After a profile change the readable `user` cookie (spec §3 display fields) is written again so
 * the page shows the new name, avatar or completion at once; it lives as long as the session.
 */
export async function rewriteUserCookie(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  user: TSessionUser,
): Promise<TSessionUser> {
  const session = await db
    .selectFrom('sessions')
    .select('expires_at')
    .where('id', '=', sessionId)
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
