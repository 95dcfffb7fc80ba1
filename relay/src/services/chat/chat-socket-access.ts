import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { isAllowedOrigin } from '../../http/origin-check';
import { hashToken } from '../authentication/session-tokens';
import { sessionCookies } from '../authentication/sessions';

export interface ChatMember {
  userId: number;
  role: 'jobseeker' | 'recruiter';
}

/**
 * Who opens the socket: a seeker's or a recruiter's session cookie. Guests cannot chat (spec §6:
 * logged-out users are prompted to log in to chat), so they get 401 / 40003 like any protected call.
 */
export async function requireChatMember(app: FastifyInstance, request: FastifyRequest): Promise<ChatMember> {
  const token = request.cookies[sessionCookies.session];
  const row = token
    ? await app.services.db
        .selectFrom('sessions')
        .select(['user_id', 'role'])
        .where('id', '=', hashToken(token))
        .where('expires_at', '>', new Date())
        .where('role', 'in', ['jobseeker', 'recruiter'])
        .executeTakeFirst()
    : undefined;
  if (!row?.user_id || row.role === 'guest') throw new ApiError(errorCodes.credentialsNotProvided);
  return { userId: row.user_id, role: row.role };
}

/**
 * A browser sends the session cookie with a socket opened by any page, so the page's Origin must be
 * one of ours, as for every state-changing request (`http/origin-check.ts`). Without an Origin it
 * is not a browser page and is refused too: nothing but our pages opens the chat socket.
 */
export function requireAllowedOrigin(app: FastifyInstance, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin || !isAllowedOrigin(app, request, origin)) throw new ApiError(errorCodes.noPermission);
}
