import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';

/** Helpers for the password-account tests: browsers, accounts and the mail they receive. */

export { newAddress };

let emails = 0;
export function newEmail(prefix = 'seeker'): string {
  emails += 1;
  return `${prefix}.${emails}.${randomUUID().slice(0, 8)}@example.com`;
}

export const strongPassword = 'correct horse battery';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: strongPassword,
    first_name: 'Maria',
    last_name: 'Santos',
    client_id: '1',
    client_secret: 'talkhire-web',
    device_uuid: randomUUID(),
    ...overrides,
  };
}

/** The session cookie of an answer, to send back as the same browser. */
export function sessionOf(res: LightMyRequestResponse): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name === 'sessionid' && c.value);
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return { sessionid: cookie.value };
}

/** Registers an account (its device becomes known) and answers its email, id, device and cookies. */
export async function registeredSeeker(app: App, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/register',
    payload,
    remoteAddress: newAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return {
    email: payload.email,
    password: payload.password as string,
    deviceUuid: payload.device_uuid as string,
    id: res.json().data.id as number,
    cookies: sessionOf(res),
  };
}

/** Mail queued for an address, newest first. */
export function mailTo(app: App, recipient: string) {
  return app.services.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

/** The six-digit code in the newest mail to an address. */
export async function lastCodeTo(app: App, recipient: string): Promise<string> {
  const [mail] = await mailTo(app, recipient);
  const code = mail?.body_text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${recipient}`);
  return code;
}

/** A six-digit code that is surely not `code`. */
export function otherThan(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
