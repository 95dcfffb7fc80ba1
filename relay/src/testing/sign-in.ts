import { randomUUID } from 'node:crypto';
import { cookieLifetimeMs } from '@talkhire/config';
import type { App } from '../app';
import type { NewUser } from '../db/schema';
import { hashToken, newToken } from '../http/session-tokens';

export interface SignedInSeeker {
  userId: number;
  /** Pass as `cookies` to `app.inject`: the session cookie a browser would send. */
  cookies: { sessionid: string };
}

/**
 * A seeker with an open session, made the way the sign-in paths make one (a users row and a
 * sessions row holding the token's hash) without going through any of them. Emails are unique
 * per call, so tests sharing a PostgreSQL database never collide.
 */
export async function signInSeeker(app: App, user: Partial<NewUser> = {}): Promise<SignedInSeeker> {
  const { db } = app.services;
  const { id: userId } = await db
    .insertInto('users')
    .values({
      email: `seeker-${randomUUID()}@example.com`,
      first_name: 'Maria',
      last_name: 'Santos',
      role: 'jobseeker',
      active_key: 1,
      is_email_verify: true,
      is_mobile_verified: false,
      is_profile_completed: false,
      country_id: 167,
      ...user,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      role: 'jobseeker',
      device_uuid: null,
      device_name: 'test',
      device_type: 'web',
      fcm_token_web: null,
      country_id: 167,
      language_id: 1,
      expires_at: new Date(Date.now() + cookieLifetimeMs),
    })
    .execute();
  return { userId, cookies: { sessionid: token } };
}
