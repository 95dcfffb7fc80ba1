import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { sandboxPersonas } from '../oidc-sandbox/personas';
import { sandboxIdToken } from '../oidc-sandbox/sandbox-test-client';

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
  await app.services.db.deleteFrom('users').where(sql<string>`lower(email)`, 'in', personaEmails).execute();
  await app.services.rateLimits.clear('social-login:');
});

const url = '/api/authentication/jobseekers/social-login';

/** The spec §3 payload a client sends after the provider's own sign-in, with the ID token as proof. */
function payload(idToken: string, overrides: Record<string, unknown> = {}) {
  const claims = decodeJwt(idToken);
  return {
    social_type: 'google',
    user_id: claims.sub,
    email: claims.email,
    first_name: claims.given_name,
    last_name: claims.family_name,
    avatar: null,
    source: 'web',
    active_key: 1,
    fcm_token: null,
    language_code: 'en',
    id_token: idToken,
    ...overrides,
  };
}

/** The same claims and key id as a real token, signed by a key the provider never published. */
async function forge(idToken: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  const header = decodeProtectedHeader(idToken);
  return new SignJWT(decodeJwt(idToken))
    .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? '' })
    .sign(privateKey);
}

describe('POST /api/authentication/jobseekers/social-login', () => {
  it('signs in with the spec payload when a valid ID token proves it, creating the account once', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'google', persona: 'ana' });
    const res = await app.inject({ method: 'POST', url, payload: payload(idToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        is_new_user: true,
        user: { email: 'ana.santos@example.com', first_name: 'Ana', is_email_verify: true },
      },
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true });

    const again = await app.inject({
      method: 'POST',
      url,
      payload: payload(await sandboxIdToken(app, { provider: 'google', persona: 'ana' })),
    });
    expect(again.json().data).toMatchObject({ is_new_user: false, user: { id: res.json().data.user.id } });
  });

  it('takes names and picture from the payload only where the token has none', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'apple', persona: 'relay', scope: 'openid email' });
    expect(decodeJwt(idToken).given_name).toBeUndefined();
    const res = await app.inject({
      method: 'POST',
      url,
      payload: payload(idToken, {
        social_type: 'apple',
        first_name: 'Samantha',
        last_name: 'Taylor',
        avatar: 'https://cdn.example.org/sam.png',
      }),
    });
    expect(res.json().data.user).toMatchObject({
      email: 'qx7k2p9m4z@privaterelay.example.org',
      first_name: 'Samantha',
      last_name: 'Taylor',
      avatar: 'https://cdn.example.org/sam.png',
    });
  });

  it('refuses an ID token with a bad signature, or altered after signing, with 41052', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'google', persona: 'ana' });
    const forged = await app.inject({ method: 'POST', url, payload: payload(await forge(idToken)) });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ code: 41052, message: expect.any(String) });

    const [header, body, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = await app.inject({
      method: 'POST',
      url,
      payload: payload(`${header}.${altered}.${signature}`, { user_id: '1' }),
    });
    expect(tampered.json().code).toBe(41052);
    expect(forged.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const users = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana.santos@example.com')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('refuses a token of another provider or for another client with 41052', async () => {
    const apple = await sandboxIdToken(app, { provider: 'apple', persona: 'lin' });
    const res = await app.inject({ method: 'POST', url, payload: payload(apple, { social_type: 'google' }) });
    expect(res.json().code).toBe(41052);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(decodeJwt(apple))).toString('base64url')}.`;
    const none = await app.inject({
      method: 'POST',
      url,
      payload: payload(unsigned, { social_type: 'apple' }),
    });
    expect(none.json().code).toBe(41052);
  });

  it('refuses a payload that disagrees with its token with 41055', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'google', persona: 'ana' });
    const otherUser = await app.inject({
      method: 'POST',
      url,
      payload: payload(idToken, { user_id: '999' }),
    });
    expect(otherUser.json().code).toBe(41055);
    const otherEmail = await app.inject({
      method: 'POST',
      url,
      payload: payload(idToken, { email: 'someone.else@example.com' }),
    });
    expect(otherEmail.json().code).toBe(41055);
  });

  it('checks the nonce when the app sent one', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'google', persona: 'kenji', nonce: 'app-nonce-1' });
    const wrong = await app.inject({ method: 'POST', url, payload: payload(idToken, { nonce: 'other' }) });
    expect(wrong.json().code).toBe(41052);
    const right = await app.inject({
      method: 'POST',
      url,
      payload: payload(idToken, { nonce: 'app-nonce-1' }),
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses an expired ID token with 41053 and an unverified email with 41054', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'google', persona: 'kenji' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3600_000);
      const late = await app.inject({ method: 'POST', url, payload: payload(idToken) });
      expect(late.json().code).toBe(41053);
    } finally {
      vi.useRealTimers();
    }
    const unverified = await sandboxIdToken(app, { provider: 'google', persona: 'unverified' });
    expect((await app.inject({ method: 'POST', url, payload: payload(unverified) })).json().code).toBe(41054);
  });

  it('refuses a body without proof or with wrong fields with 40001', async () => {
    const idToken = await sandboxIdToken(app, { provider: 'google', persona: 'ana' });
    const { id_token: _, ...withoutProof } = payload(idToken);
    const res = await app.inject({ method: 'POST', url, payload: withoutProof });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 40001, errors: { id_token: [expect.any(String)] } });
    const wrong = await app.inject({
      method: 'POST',
      url,
      payload: payload(idToken, { social_type: 'myspace', active_key: 2, first_name: 'x'.repeat(51) }),
    });
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['active_key', 'first_name', 'social_type']);
  });
});

describe('a provider configured by its issuer, reached over the network', () => {
  let provider: App;
  let relay: App;
  beforeAll(async () => {
    provider = await createTestApp({ SEED_JOBS: 0 });
    const address = await provider.listen({ port: 0, host: '127.0.0.1' });
    relay = await createTestApp({
      SEED_JOBS: 0,
      OIDC_GOOGLE_ISSUER: `${address}/sandbox-oidc/google`,
      OIDC_GOOGLE_CLIENT_ID: 'talkhire-sandbox-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'talkhire-sandbox-secret',
    });
  });
  afterAll(async () => {
    await relay?.close();
    await provider?.close();
  });

  it('runs the whole flow against the configured issuer: only configuration changed', async () => {
    const start = await relay.inject({ url: '/api/authentication/social/google/start' });
    const authorize = new URL(String(start.headers.location));
    expect(authorize.host).toMatch(/^127\.0\.0\.1:\d+$/);
    const binding = start.cookies.find((c) => c.name === 'social_login')!.value;

    const page = await fetch(authorize);
    expect(await page.text()).toContain('Continue as Kenji');
    const params = new URLSearchParams(authorize.search);
    params.set('persona', 'kenji');
    const answer = await fetch(authorize, {
      method: 'POST',
      body: params,
      redirect: 'manual',
    });
    const callback = new URL(String(answer.headers.get('location')));
    expect(callback.searchParams.get('iss')).toBe(`${authorize.origin}/sandbox-oidc/google`);

    const done = await relay.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: { social_login: binding },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/jobseeker-complete-profile');
    const user = JSON.parse(decodeURIComponent(done.cookies.find((c) => c.name === 'user')!.value));
    expect(user.email).toBe('kenji.watanabe@example.com');
  });

  it('refuses an ID token of the relay’s own sandbox: another issuer', async () => {
    const ownSandbox = await sandboxIdToken(relay, { provider: 'google', persona: 'ana' });
    const res = await relay.inject({ method: 'POST', url, payload: payload(ownSandbox) });
    expect(res.json().code).toBe(41052);
  });
});
