import { cookieLifetimeMs, languageByCode } from '@talkhire/config';
import { errorCodes, type TSessionUser } from '@talkhire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { sessionCookieOptions, sessionCookies } from '../../http/session-cookies';
import { hashToken, newToken } from '../../http/session-tokens';
import { profileNeedsUpdate } from './profile-completion';

/** Spec §4: the cookies a logout or an expired session removes. */
const clearedOnLogout = [
  'user',
  'experiment',
  sessionCookies.session,
  sessionCookies.role,
  'im_auth',
  'remind',
];

/**
 * Signs a seeker in on this browser: the guest session (if any) is replaced by a new token, so
 * a token seen before sign-in is worthless after it. Sets the HttpOnly session cookie, the role
 * marker and the readable `user` cookie, and answers the display fields.
 */
export async function openUserSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  device: {
    uuid?: string | null | undefined;
    name?: string | null | undefined;
    type?: string | null | undefined;
  } = {},
): Promise<TSessionUser> {
  // Every seeker sign-in path ends here: a recruiter's account never gets a seeker session.
  const account = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  if (account?.role !== 'jobseeker') throw new ApiError(errorCodes.incorrectCredentials);
  const previous = request.cookies[sessionCookies.session];
  const token = newToken();
  const expiresAt = new Date(Date.now() + cookieLifetimeMs);
  const deviceUuid = device.uuid ?? request.cookies.uuid ?? null;
  await db.transaction().execute(async (trx) => {
    if (deviceUuid) {
      await trx
        .insertInto('known_devices')
        .values({ user_id: userId, device_uuid: deviceUuid })
        .onConflict((oc) => oc.columns(['user_id', 'device_uuid']).doUpdateSet({ last_seen_at: new Date() }))
        .execute();
    }
    if (previous) await trx.deleteFrom('sessions').where('id', '=', hashToken(previous)).execute();
    await trx
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        role: 'jobseeker',
        device_uuid: deviceUuid,
        device_name: device.name?.slice(0, 500) ?? request.headers['user-agent']?.slice(0, 500) ?? null,
        device_type: device.type ?? 'web',
        fcm_token_web: null,
        country_id: request.locale.edition.id,
        language_id: languageByCode(request.locale.language).id,
        expires_at: expiresAt,
      })
      .execute();
  });
  const user = await sessionUser(db, userId);
  const options = sessionCookieOptions(request, expiresAt);
  reply
    .setCookie(sessionCookies.session, token, { ...options, httpOnly: true })
    .setCookie(sessionCookies.role, 'jobseeker', { ...options, httpOnly: false })
    .setCookie('user', JSON.stringify(user), { ...options, httpOnly: false });
  return user;
}

/** Spec §4: two-factor verification is asked when an account signs in from a device it never used. */
export async function isKnownDevice(db: Db, userId: number, deviceUuid: string | null | undefined) {
  if (!deviceUuid) return false;
  const row = await db
    .selectFrom('known_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_uuid', '=', deviceUuid)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the session of this browser and clears every cookie spec §4 names. */
export async function closeSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[sessionCookies.session];
  if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  for (const name of clearedOnLogout) reply.clearCookie(name, { path: '/' });
}

/** Ends the session a token names (an older client's log-out sends it in the body). */
export async function endSessionOfToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** The display fields of spec §3 for a user. */
export async function sessionUser(db: Db, userId: number): Promise<TSessionUser> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ApiError(errorCodes.credentialsNotProvided);
  return {
    active_key: user.active_key,
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_num: user.phone_num,
    is_mobile_verified: user.is_mobile_verified,
    avatar: user.avatar,
    additional_info: null,
    is_email_verify: user.is_email_verify,
    notice_period_id: user.notice_period_id ?? null,
    is_profile_completed: user.is_profile_completed,
    profile_needs_update: await profileNeedsUpdate(db, user),
    longitude: null,
    latitude: null,
    is_new_account: Date.now() - user.created_at.getTime() < 24 * 3600 * 1000,
    register_flow: null,
    chat_flow: '0',
  };
}

export { sessionCookies };
