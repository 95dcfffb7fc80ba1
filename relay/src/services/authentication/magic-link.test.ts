import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { createTestApp } from '../../testing/test-app';
import { magicLinkLimits } from './magic-link-routes';
import { purgeMagicLinks } from './magic-link-tokens';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

function send(
  payload: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/magic-link/send',
    headers: { 'x-forwarded-for': options.ip ?? newAddress(), ...options.headers },
    payload,
  });
}

function verify(payload: Record<string, unknown>, ip = newAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/magic-link/verify',
    headers: { 'x-forwarded-for': ip },
    payload,
  });
}

/** The link in the newest mail to `recipient`, as the seeker would click it. */
async function linkMailedTo(recipient: string): Promise<URL> {
  const mail = await app.services.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const href = /(https?:\/\/\S+)/.exec(mail.body_text)?.[1];
  if (!href) throw new Error(`no link in: ${mail.body_text}`);
  return new URL(href);
}

async function age(email: string, seconds: number) {
  await app.services.db
    .updateTable('magic_link_tokens')
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('email', '=', email)
    .execute();
}

describe('POST /api/authentication/magic-link/send', () => {
  it('mails a link to the magic-link page carrying a one-time token and the redirect', async () => {
    const res = await send({ email: 'Link.User@example.com', redirect: '/onsite-job?query=nurse' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ expires_in_seconds: 900, resend_after_seconds: 60 });
    const link = await linkMailedTo('link.user@example.com');
    expect(link.origin).toBe('http://localhost');
    expect(link.pathname).toBe('/magic-link');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('redirect')).toBe('/onsite-job?query=nurse');
    const stored = await app.services.db
      .selectFrom('magic_link_tokens')
      .selectAll()
      .where('email', '=', 'link.user@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(link.searchParams.get('token'));
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(15 * 60_000);
  });

  it("points the link at the reader's language and at PUBLIC_URL when configured", async () => {
    const { config } = app.services;
    config.PUBLIC_URL = 'https://jobs.talkhire.example/';
    try {
      await send({ email: 'zh.reader@example.com' }, { headers: { 'language-id': '2' } });
    } finally {
      config.PUBLIC_URL = undefined;
    }
    const link = await linkMailedTo('zh.reader@example.com');
    expect(link.origin).toBe('https://jobs.talkhire.example');
    expect(link.pathname).toMatch(/^\/[a-z-]+\/magic-link$/);
  });

  it('never mails a link to a host named by the request headers', async () => {
    await send(
      { email: 'poisoned@example.com' },
      { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    );
    await send({ email: 'poisoned2@example.com' }, { headers: { host: 'localhost:1@evil.example' } });
    for (const recipient of ['poisoned@example.com', 'poisoned2@example.com']) {
      const link = await linkMailedTo(recipient);
      expect(link.hostname).toBe('localhost');
    }
  });

  it('refuses a second link before the countdown ends with 429 / 40006', async () => {
    await send({ email: 'impatient@example.com' });
    const early = await send({ email: 'impatient@example.com' });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe(40006);
    await age('impatient@example.com', 61);
    expect((await send({ email: 'impatient@example.com' })).statusCode).toBe(200);
  });

  it('limits the links one network address asks for', async () => {
    const ip = newAddress();
    for (let i = 0; i < magicLinkLimits.sendPerIp.limit; i++) {
      expect((await send({ email: `links${i}@example.com` }, { ip })).statusCode).toBe(200);
    }
    expect((await send({ email: 'links-last@example.com' }, { ip })).json().code).toBe(40006);
  });

  it("answers 50001 (the page's 'Fail to send OTP') when the mail cannot be queued, and keeps no link", async () => {
    const enqueue = vi.spyOn(app.services.outbox, 'enqueue').mockRejectedValueOnce(new Error('outbox down'));
    const res = await send({ email: 'no.link@example.com' });
    enqueue.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe(50001);
    const links = await app.services.db
      .selectFrom('magic_link_tokens')
      .select('token_hash')
      .where('email', '=', 'no.link@example.com')
      .execute();
    expect(links).toHaveLength(0);
  });

  it('refuses redirects to other hosts and malformed fields with 40001', async () => {
    const bodies = [
      { email: 'r@example.com', redirect: 'https://evil.example/' },
      { email: 'r@example.com', redirect: '//evil.example/path' },
      { email: 'r@example.com', redirect: '/\\evil.example' },
      { email: 'r@example.com', redirect: 'javascript:alert(1)' },
      { email: 'r@example.com', redirect: `/${'a'.repeat(3000)}` },
      { email: 'not-an-email' },
      { email: 'r@example.com', extra: true },
    ];
    for (const body of bodies) {
      const res = await send(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});

describe('POST /api/authentication/magic-link/verify', () => {
  it('opens the session of a new account for the address and marks the email verified', async () => {
    await send({ email: 'first.click@example.com' });
    const token = (await linkMailedTo('first.click@example.com')).searchParams.get('token');
    const res = await verify({ token, device_uuid: '2b7d9a10-51c4-4e8b-8f6e-3a1d5c7e9b20' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'first.click@example.com',
      first_name: 'first.click',
      is_email_verify: true,
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true });
    expect(res.cookies.find((c) => c.name === 'session_role')?.value).toBe('jobseeker');
  });

  it('signs into the existing account when the address has one', async () => {
    const existing = await app.services.db
      .insertInto('users')
      .values({
        email: 'has.account@example.com',
        password_hash: null,
        first_name: 'Has',
        last_name: 'Account',
        phone_num: null,
        role: 'jobseeker',
        active_key: 1,
        is_email_verify: false,
        is_mobile_verified: false,
        is_profile_completed: false,
        avatar: null,
        country_id: 167,
        suspended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await send({ email: 'has.account@example.com' });
    const token = (await linkMailedTo('has.account@example.com')).searchParams.get('token');
    const res = await verify({ token });
    expect(res.json().data).toMatchObject({ id: existing.id, first_name: 'Has', is_email_verify: true });
  });

  it('answers a replayed link with 41042 and opens no second session', async () => {
    await send({ email: 'replay@example.com' });
    const token = (await linkMailedTo('replay@example.com')).searchParams.get('token');
    expect((await verify({ token })).statusCode).toBe(200);
    const replay = await verify({ token });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      code: 41042,
      message: 'This OTP has already been used. Please request a new one.',
    });
    expect(replay.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('answers an expired link with 41043, also once it has been purged', async () => {
    await send({ email: 'expired.link@example.com' });
    const token = (await linkMailedTo('expired.link@example.com')).searchParams.get('token');
    await age('expired.link@example.com', 16 * 60);
    const res = await verify({ token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 41043,
      message: 'This OTP has expired. Please request a new one.',
    });
    await purgeMagicLinks(app.services.db, new Date(Date.now() + 2 * 24 * 3600 * 1000));
    expect((await verify({ token })).json().code).toBe(41043);
    const users = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'expired.link@example.com')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('refuses malformed tokens with 40001, never a 500', async () => {
    for (const token of ['', 'short', 'has spaces in it, not base64url', 'x'.repeat(10_000), 42, null]) {
      const res = await verify({ token });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });

  it('limits verification tries per network address', async () => {
    const ip = newAddress();
    for (let i = 0; i < magicLinkLimits.verifyPerIp.limit; i++) {
      expect((await verify({ token: `unknown-token-${i}-abcdefghijkl` }, ip)).json().code).toBe(41043);
    }
    expect((await verify({ token: 'unknown-token-last-abcdefghijkl' }, ip)).statusCode).toBe(429);
  });
});
