import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { isAllowedOrigin } from '../../http/origin-check';
import type { Boss, Seeker } from '../../http/viewer';

export interface ChatMember {
  userId: number;
  role: 'jobseeker' | 'recruiter';
}

/**
 * Who chats: a seeker or a Boss (the catalogue's 'member' audience). Guests cannot chat (spec §6:
 * logged-out users are prompted to log in to chat), so the audience check gave them 401 / 40003.
 */
export function chatMemberOf(viewer: Seeker | Boss): ChatMember {
  return { userId: viewer.userId, role: viewer.kind === 'seeker' ? 'jobseeker' : 'recruiter' };
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
