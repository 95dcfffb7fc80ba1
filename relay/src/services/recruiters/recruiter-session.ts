import { cookieLifetimeMs, languageByCode } from '@talkhire/config';
import type { TRecruiterSession } from '@talkhire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionCookieOptions, sessionCookies } from '../../http/session-cookies';
import { hashToken, newToken } from '../../http/session-tokens';
import type { Boss } from '../../http/viewer';

/** What the console's queries need of the signed-in Boss. */
export type SignedInRecruiter = Pick<Boss, 'userId' | 'recruiterId' | 'companyId'>;

/** The recruiter account of a user, or null when the user is not a recruiter. */
export async function recruiterAccountOf(db: Db, userId: number): Promise<TRecruiterSession | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('recruiters', 'recruiters.user_id', 'users.id')
    .select([
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'recruiters.id as recruiter_id',
      'recruiters.company_id',
    ])
    .where('users.id', '=', userId)
    .where('users.role', '=', 'recruiter')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Opens a 'recruiter' session on this browser (the employer site's host), replacing whatever
 * session its cookie held, as the recruiter login does.
 */
export async function openRecruiterSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  deviceUuid: string | null = null,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + cookieLifetimeMs);
  const previous = request.cookies[sessionCookies.session];
  await db.transaction().execute(async (trx) => {
    if (previous) await trx.deleteFrom('sessions').where('id', '=', hashToken(previous)).execute();
    await trx
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        role: 'recruiter',
        device_uuid: deviceUuid,
        device_name: request.headers['user-agent']?.slice(0, 500) ?? null,
        device_type: 'web',
        fcm_token_web: null,
        country_id: request.locale.edition.id,
        language_id: languageByCode(request.locale.language).id,
        expires_at: expiresAt,
      })
      .execute();
  });
  const options = sessionCookieOptions(request, expiresAt);
  reply
    .setCookie(sessionCookies.session, token, { ...options, httpOnly: true })
    .setCookie(sessionCookies.role, 'recruiter', { ...options, httpOnly: false });
}
