import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** `sessionid` is HttpOnly; `session_role` only tells the page that a session exists. */
export const sessionCookies = { session: 'sessionid', role: 'session_role' } as const;

export function sessionCookieOptions(request: FastifyRequest, expires: Date): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: request.protocol === 'https', expires };
}
