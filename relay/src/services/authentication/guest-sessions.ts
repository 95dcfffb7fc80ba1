import { cookieLifetimeMs } from '@talkhire/config';
import type { TGuestLoginBody, TGuestSession } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../http/session-tokens';

/**
 * Spec §4: a visitor without a session gets a guest session as job seeker. An open session of any
 * role is answered as it is (`token` null: no cookie to set); otherwise a new guest session is
 * stored and its token returned for the cookie.
 */
export async function guestSession(
  db: Db,
  currentToken: string | undefined,
  body: TGuestLoginBody,
): Promise<{ session: TGuestSession; token: string | null; expiresAt: Date }> {
  const existing = currentToken ? await findLiveSession(db, currentToken) : undefined;
  if (existing) {
    return {
      session: {
        role: existing.role,
        device_uuid: existing.device_uuid ?? body.device_uuid,
        expires_at: existing.expires_at.toISOString(),
      },
      token: null,
      expiresAt: existing.expires_at,
    };
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + cookieLifetimeMs);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: null,
      role: 'guest',
      device_uuid: body.device_uuid,
      device_name: body.device_name?.slice(0, 500) ?? null,
      device_type: body.device_type,
      fcm_token_web: body.fcm_token_web ?? null,
      country_id: body.country_id,
      language_id: body.language_id,
      expires_at: expiresAt,
    })
    .execute();
  return {
    session: { role: 'guest', device_uuid: body.device_uuid, expires_at: expiresAt.toISOString() },
    token,
    expiresAt,
  };
}

function findLiveSession(db: Db, token: string) {
  return db
    .selectFrom('sessions')
    .select(['role', 'device_uuid', 'expires_at'])
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}
