import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { completeProfileOf } from '../../testing/completed-profile';
import { createTestApp } from '../../testing/test-app';
import { sandboxPersonas } from '../oidc-sandbox/personas';
import { pkcePair } from '../oidc-sandbox/sandbox-test-client';
import { locationOf, testBrowser } from './test-browser';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const personaEmails = Object.values(sandboxPersonas)
  .flat()
  .flatMap((persona) => (persona.email ? [persona.email] : []));
beforeEach(async () => {
  // The services suite shares one database between files: every test starts without persona accounts.
  await app.services.db.deleteFrom('users').where(sql<string>`lower(email)`, 'in', personaEmails).execute();
  await app.services.rateLimits.clear('social-start:');
});

type Browser = ReturnType<typeof testBrowser>;

/** start → the provider's page → a persona's button: answers the request the provider sends back. */
async function toProvider(browser: Browser, provider: string, redirect?: string, language?: string) {
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', redirect);
  if (language) query.set('language_code', language);
  const start = await browser.request({ url: `/api/authentication/social/${provider}/start?${query}` });
  expect(start.statusCode).toBe(302);
  const authorize = locationOf(start);
  expect(authorize.host).toBe('localhost');
  expect(authorize.pathname).toBe(`/sandbox-oidc/${provider}/authorize`);
  const page = await browser.request({ url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode).toBe(200);
  return { authorize, page };
}

async function pickPersona(
  browser: Browser,
  authorize: URL,
  persona: string,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams(authorize.search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  params.set('persona', persona);
  return browser.request({
    method: 'POST',
    url: `${authorize.pathname}${authorize.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: params.toString(),
  });
}

async function signInWith(browser: Browser, provider: string, persona: string, redirect?: string) {
  const { authorize, page } = await toProvider(browser, provider, redirect);
  expect(page.body).toContain(`name="persona" value="${persona}"`);
  const answer = await pickPersona(browser, authorize, persona);
  expect(answer.statusCode).toBe(302);
  const callback = locationOf(answer);
  expect(callback.pathname).toBe(`/api/authentication/social/${provider}/callback`);
  return browser.request({ url: `${callback.pathname}${callback.search}` });
}

function errorCodeOf(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(302);
  const target = new URL(String(res.headers.location), 'http://localhost');
  expect(target.pathname).toBe('/get-started');
  return Number(target.searchParams.get('error_code'));
}

describe('social login through the sandbox provider (authorization code + PKCE)', () => {
  it('starts by storing the flow server side and sending the browser to the provider with PKCE S256', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'google', '/jobs?page=2');
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe('http://localhost:80/api/authentication/social/google/callback');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie('social_login')).toBeDefined();
    const stored = await app.services.db
      .selectFrom('social_login_states')
      .selectAll()
      .where('nonce', '=', q.get('nonce')!)
      .executeTakeFirstOrThrow();
    // Only the state's hash is kept; the verifier never left the server.
    expect(stored.id).not.toBe(q.get('state'));
    expect(stored.id).toHaveLength(64);
    expect(authorize.search).not.toContain(stored.code_verifier);
    expect(stored.return_to).toBe('/jobs?page=2');
    expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('ends on profile completion in the language the sign-in started in', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'facebook', undefined, 'ja');
    const answer = await pickPersona(browser, authorize, 'ahmed');
    const callback = locationOf(answer);
    const done = await browser.request({ url: `${callback.pathname}${callback.search}` });
    expect(done.headers.location).toBe('/ja/jobseeker-complete-profile');
  });

  it('creates the account on first sign-in, opens the session and goes to profile completion', async () => {
    const browser = testBrowser(app);
    const since = new Date();
    const done = await signInWith(browser, 'google', 'ana');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/jobseeker-complete-profile');
    const session = done.cookies.find((c) => c.name === 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const user = JSON.parse(decodeURIComponent(done.cookies.find((c) => c.name === 'user')!.value));
    expect(user).toMatchObject({
      email: 'ana.santos@example.com',
      first_name: 'Ana',
      last_name: 'Santos',
      is_email_verify: true,
      is_profile_completed: false,
      avatar: 'http://localhost/sandbox-oidc/google/avatar/ana',
    });

    const me = await browser.request({ url: '/api/jobseekers/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('ana.santos@example.com');
    const link = await app.services.db
      .selectFrom('social_accounts')
      .selectAll()
      .where('provider', '=', 'google')
      .where('subject', '=', '104729384756102938475')
      .executeTakeFirstOrThrow();
    expect(link.user_id).toBe(user.id);
    const welcome = await app.services.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'ana.santos@example.com')
      .where('created_at', '>=', since)
      .execute();
    expect(welcome).toHaveLength(1);
    expect(browser.cookie('social_login')).toBeUndefined();
  });

  it('signs the same provider account into the same seeker next time, and honours the redirect', async () => {
    const first = await signInWith(testBrowser(app), 'google', 'ana');
    const firstUser = JSON.parse(decodeURIComponent(first.cookies.find((c) => c.name === 'user')!.value));
    await completeProfileOf(app, firstUser.id);

    const again = await signInWith(testBrowser(app), 'google', 'ana');
    expect(again.headers.location).toBe('/onsite-job');
    const user = JSON.parse(decodeURIComponent(again.cookies.find((c) => c.name === 'user')!.value));
    expect(user.id).toBe(firstUser.id);

    const redirected = await signInWith(testBrowser(app), 'google', 'ana', '/job/123?from=search');
    expect(redirected.headers.location).toBe('/job/123?from=search');
    const own = await signInWith(testBrowser(app), 'google', 'ana', 'http://localhost:80/companies');
    expect(own.headers.location).toBe('/companies');
    const foreign = await signInWith(testBrowser(app), 'google', 'ana', 'https://evil.example/phish');
    expect(foreign.headers.location).toBe('/onsite-job');
  });

  it('sends a completed profile that needs update back to profile completion (spec §4)', async () => {
    const first = await signInWith(testBrowser(app), 'google', 'ana');
    const { id } = JSON.parse(decodeURIComponent(first.cookies.find((c) => c.name === 'user')!.value));
    await completeProfileOf(app, id);
    await app.services.db.updateTable('users').set({ birthday: null }).where('id', '=', id).execute();

    const again = await signInWith(testBrowser(app), 'google', 'ana');
    expect(again.headers.location).toBe('/jobseeker-complete-profile');
    const user = JSON.parse(decodeURIComponent(again.cookies.find((c) => c.name === 'user')!.value));
    expect(user).toMatchObject({ is_profile_completed: true, profile_needs_update: true });
  });

  it('links a provider account to the existing seeker with the same verified email', async () => {
    const existing = await app.services.db
      .insertInto('users')
      .values({
        email: 'Kenji.Watanabe@example.com',
        password_hash: null,
        first_name: 'Kenji',
        last_name: 'W',
        role: 'jobseeker',
        active_key: 1,
        is_email_verify: false,
        is_mobile_verified: false,
        is_profile_completed: true,
        country_id: 167,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await completeProfileOf(app, existing.id);
    const done = await signInWith(testBrowser(app), 'google', 'kenji');
    expect(done.headers.location).toBe('/onsite-job');
    const user = JSON.parse(decodeURIComponent(done.cookies.find((c) => c.name === 'user')!.value));
    expect(user).toMatchObject({ id: existing.id, last_name: 'W', is_email_verify: true });
    const accounts = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', 'ilike', 'kenji.watanabe@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses a persona whose email the provider does not vouch for with 41054, creating nothing', async () => {
    const unverified = await signInWith(testBrowser(app), 'google', 'unverified');
    expect(errorCodeOf(unverified)).toBe(41054);
    expect(unverified.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const noEmail = await signInWith(testBrowser(app), 'facebook', 'no-email', '/jobs');
    expect(errorCodeOf(noEmail)).toBe(41054);
    expect(new URL(String(noEmail.headers.location), 'http://x').searchParams.get('redirect')).toBe('/jobs');
    const users = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'uma.verma@example.com')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('finishes an Apple sign-in answered by form post', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'apple');
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('openid email name');
    const answer = await pickPersona(browser, authorize, 'lin');
    expect(answer.statusCode).toBe(200);
    const fields = Object.fromEntries(
      [...answer.body.matchAll(/name="([a-z_]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    // Posted by Apple's page: another site's Origin, which the callback alone accepts.
    const done = await browser.request({
      method: 'POST',
      url: '/api/authentication/social/apple/callback',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/jobseeker-complete-profile');
    const user = JSON.parse(decodeURIComponent(done.cookies.find((c) => c.name === 'user')!.value));
    expect(user).toMatchObject({ email: 'lin.chen@example.org', first_name: 'Lin', avatar: null });
  });
});

describe('social login refusals', () => {
  it('refuses a code obtained for another PKCE challenge (an injected code) with 41271', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'google');
    const answer = await pickPersona(browser, authorize, 'ana', { code_challenge: pkcePair().challenge });
    const callback = locationOf(answer);
    const done = await browser.request({ url: `${callback.pathname}${callback.search}` });
    expect(errorCodeOf(done)).toBe(41271);
    expect(done.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('refuses a callback whose state it never issued, or issued to another browser, with 41053', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'google');
    const callback = locationOf(await pickPersona(browser, authorize, 'ana'));

    const forged = new URL(callback);
    forged.searchParams.set('state', 'a-state-nobody-issued');
    expect(errorCodeOf(await browser.request({ url: `${forged.pathname}${forged.search}` }))).toBe(41053);

    // Login CSRF: the attacker's own callback link opened in a victim's browser.
    const victim = testBrowser(app);
    const res = await victim.request({ url: `${callback.pathname}${callback.search}` });
    expect(errorCodeOf(res)).toBe(41053);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('refuses a replayed callback: the state works once', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'facebook');
    const callback = locationOf(await pickPersona(browser, authorize, 'maria'));
    const binding = browser.cookie('social_login')!;
    const first = await browser.request({ url: `${callback.pathname}${callback.search}` });
    expect(first.headers.location).toBe('/jobseeker-complete-profile');
    const replay = await browser.request({
      url: `${callback.pathname}${callback.search}`,
      cookies: { social_login: binding },
    });
    expect(errorCodeOf(replay)).toBe(41053);
  });

  it('refuses an answer naming another issuer (mix-up) with 41052 and a cancelled consent with 41271', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'google');
    const callback = locationOf(await pickPersona(browser, authorize, 'ana'));
    callback.searchParams.set('iss', 'https://accounts.evil.example');
    expect(errorCodeOf(await browser.request({ url: `${callback.pathname}${callback.search}` }))).toBe(41052);

    const second = testBrowser(app);
    const flow = await toProvider(second, 'google');
    const cancelled = await second.request({
      method: 'POST',
      url: `${flow.authorize.pathname}${flow.authorize.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${flow.authorize.searchParams}&decision=deny`,
    });
    const back = locationOf(cancelled);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(errorCodeOf(await second.request({ url: `${back.pathname}${back.search}` }))).toBe(41271);
  });

  it('refuses an expired sign-in with 41053', async () => {
    const browser = testBrowser(app);
    const { authorize } = await toProvider(browser, 'google');
    await app.services.db
      .updateTable('social_login_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('nonce', '=', authorize.searchParams.get('nonce')!)
      .execute();
    const callback = locationOf(await pickPersona(browser, authorize, 'ana'));
    expect(errorCodeOf(await browser.request({ url: `${callback.pathname}${callback.search}` }))).toBe(41053);
  });

  it('answers input it cannot use with 4xx, never 500', async () => {
    const unknown = await app.inject({ url: '/api/authentication/social/myspace/start' });
    expect(unknown.statusCode).toBe(422);
    const noState = await app.inject({ url: '/api/authentication/social/google/callback?code=abc' });
    expect(errorCodeOf(noState)).toBe(41053);
    const huge = await app.inject({
      url: `/api/authentication/social/google/start?redirect=${'a'.repeat(3000)}`,
    });
    expect(huge.statusCode).toBe(422);
  });
});
