import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookies } from './session-cookies';

/**
 * `Cache-Control: private, no-store` on every API answer given to a session (every browser has
 * one, a guest's at least) or opening one: such answers may depend on who asks, so no shared
 * cache may keep them and no browser may keep them on disk past the page, e.g. after a logout.
 * Routes answering the same thing to everyone say `public` themselves (configuration lists) and
 * keep it; they must not read the session. Pages and static files are not API answers and keep
 * their own caching.
 */
export function installPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || !concernsSession(request, reply)) return payload;
    if (/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

function concernsSession(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.cookies?.[sessionCookies.session] !== undefined) return true;
  // @fastify/cookie has written the reply's cookies by now: its onSend hook was added first.
  const setCookie = reply.getHeader('set-cookie');
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  return cookies.some((cookie) => cookie.startsWith(`${sessionCookies.session}=`));
}
