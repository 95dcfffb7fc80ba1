import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
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
 * ours: the host the browser connected to, the seeker site (PUBLIC_URL) or the employer site
 * (EMPLOYER_URL). Without an Origin it is not a browser page and is refused too.
 */
export function requireAllowedOrigin(app: FastifyInstance, request: FastifyRequest): void {
  const origin = request.headers.origin;
  const allowed = allowedOrigins(app);
  let host: string | null = null;
  try {
    host = origin ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  const sameHost = host !== null && host === request.headers.host;
  if (!origin || !(sameHost || allowed.has(origin))) throw new ApiError(errorCodes.noPermission);
}

function allowedOrigins(app: FastifyInstance): Set<string> {
  const { PUBLIC_URL, EMPLOYER_URL } = app.services.config;
  return new Set(
    [PUBLIC_URL, EMPLOYER_URL].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin),
  );
}
