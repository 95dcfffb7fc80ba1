import { cookieLifetimeMs } from '@talkhire/config';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { NewUser } from '../../db/schema';
import { hashToken, newToken } from '../../http/session-tokens';
import { newAddress } from '../../testing/addresses';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { hashPassword } from '../authentication';

export const oldPassword = 'old-password-1';

type Method = 'GET' | 'POST';

/** A seeker with a password (or without, `password: null`) and calls to the Account tab's endpoints. */
export async function accountSeeker(
  app: App,
  options: { password?: string | null; user?: Partial<NewUser> } = {},
) {
  const password = options.password === undefined ? oldPassword : options.password;
  const seeker = await signInSeeker(app, {
    password_hash: password === null ? null : await hashPassword(password),
    ...options.user,
  });
  const email = (
    await app.services.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow()
  ).email;
  return { ...seeker, email, call: accountCalls(app, seeker) };
}

/** Calls `/api/jobseekers/account…` as the seeker, from an address of its own (rate limits). */
export function accountCalls(app: App, seeker: Pick<SignedInSeeker, 'cookies'>) {
  const ip = newAddress();
  return (method: Method, path: string, payload?: object, headers: InjectOptions['headers'] = {}) =>
    app.inject({
      method,
      url: `/api/jobseekers/account${path}`,
      cookies: seeker.cookies,
      headers: { 'country-id': '167', 'language-id': '1', 'x-forwarded-for': ip, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}

/** Another open session of the same account (another browser). */
export async function openAnotherSession(app: App, userId: number): Promise<SignedInSeeker> {
  const token = newToken();
  await app.services.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      role: 'jobseeker',
      device_uuid: null,
      device_name: 'other browser',
      device_type: 'web',
      fcm_token_web: null,
      country_id: 167,
      language_id: 1,
      expires_at: new Date(Date.now() + cookieLifetimeMs),
    })
    .execute();
  return { userId, cookies: { sessionid: token } };
}

/** The newest message to `recipient` in the outbox (what the dev mailbox shows) and its code. */
export async function lastMessageTo(app: App, recipient: string) {
  const message = await app.services.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  expect(message, `a message to ${recipient}`).toBeDefined();
  return { ...message!, code: /\b(\d{6})\b/.exec(message!.body_text)?.[1] ?? null };
}

export function userCookieOf(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'user');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

/** A code that is not `code` (for the wrong-code refusals). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
