import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { hashToken } from '../../http/session-tokens';
import { createTestApp } from '../../testing/test-app';
import { sandboxClient } from './sandbox-settings';
import { basicAuth, pkcePair, sandboxCode, testRedirectUri } from './sandbox-test-client';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const issuer = 'http://localhost/sandbox-oidc/google';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function authorizeQuery(overrides: Record<string, string | undefined> = {}) {
  const base: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: sandboxClient.clientId,
    redirect_uri: testRedirectUri('google'),
    scope: 'openid email profile',
    state: 'st-123',
    nonce: 'n-456',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const entries = Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(entries).toString();
}

function redeem(
  code: string,
  verifier: string,
  headers: Record<string, string> = { authorization: basicAuth() },
) {
  return app.inject({
    method: 'POST',
    url: '/sandbox-oidc/google/token',
    headers: { ...form, ...headers },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: testRedirectUri('google'),
      code_verifier: verifier,
    }).toString(),
  });
}

describe('sandbox OpenID provider: discovery and keys', () => {
  it('publishes a discovery document naming its endpoints under its own issuer', async () => {
    const res = await app.inject({ url: '/sandbox-oidc/google/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('publishes one RS256 public key per provider, without its private parts', async () => {
    const google = (await app.inject({ url: '/sandbox-oidc/google/jwks' })).json();
    const apple = (await app.inject({ url: '/sandbox-oidc/apple/jwks' })).json();
    expect(google.keys).toHaveLength(1);
    expect(google.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(google.keys[0].d).toBeUndefined();
    expect(apple.keys[0].kid).not.toBe(google.keys[0].kid);
  });

  it('is not there for an unknown provider', async () => {
    const res = await app.inject({ url: '/sandbox-oidc/myspace/jwks' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
  });
});

describe('sandbox OpenID provider: authorization', () => {
  it('shows three test personas, each with a "Continue as" button', async () => {
    const res = await app.inject({ url: `/sandbox-oidc/google/authorize?${authorizeQuery()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body.match(/data-persona=/g)).toHaveLength(3);
    expect(res.body).toContain('Continue as Ana');
    expect(res.body).toContain('Continue as Kenji');
  });

  it('refuses an unknown client or an unregistered callback on its own page, sending nothing back', async () => {
    const stranger = await app.inject({
      url: `/sandbox-oidc/google/authorize?${authorizeQuery({ client_id: 'evil' })}`,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.headers.location).toBeUndefined();
    const elsewhere = await app.inject({
      url: `/sandbox-oidc/google/authorize?${authorizeQuery({ redirect_uri: 'https://evil.example/api/authentication/social/google/callback?x=1' })}`,
    });
    expect(elsewhere.statusCode).toBe(400);
    const otherProvider = await app.inject({
      url: `/sandbox-oidc/google/authorize?${authorizeQuery({ redirect_uri: testRedirectUri('apple') })}`,
    });
    expect(otherProvider.statusCode).toBe(400);
  });

  it('sends requests without PKCE S256 or the openid scope back to the client with an error and the state', async () => {
    for (const [overrides, error] of [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ scope: 'email' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ] as const) {
      const res = await app.inject({ url: `/sandbox-oidc/google/authorize?${authorizeQuery(overrides)}` });
      expect(res.statusCode).toBe(302);
      const back = new URL(String(res.headers.location));
      expect(back.pathname).toBe('/api/authentication/social/google/callback');
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe('st-123');
    }
  });

  it('answers the chosen persona with a code, the state and its issuer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/google/authorize',
      headers: form,
      payload: `${authorizeQuery()}&persona=kenji`,
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(back.searchParams.get('state')).toBe('st-123');
    expect(back.searchParams.get('iss')).toBe(issuer);
    const stored = await app.services.db
      .selectFrom('oidc_sandbox_grants')
      .select(['code_hash', 'persona_id'])
      .where('code_hash', '=', hashToken(back.searchParams.get('code')!))
      .executeTakeFirstOrThrow();
    expect(stored.persona_id).toBe('kenji');
  });

  it('answers "cancel" with access_denied', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/google/authorize',
      headers: form,
      payload: `${authorizeQuery()}&decision=deny`,
    });
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('access_denied');
  });

  it('posts the answer as a form when asked for form_post (Apple)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/apple/authorize',
      headers: form,
      payload: `${authorizeQuery({ redirect_uri: testRedirectUri('apple'), response_mode: 'form_post', scope: 'openid email name' })}&persona=lin`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`action="${testRedirectUri('apple')}"`);
    expect(res.body).toMatch(/name="code" value="[A-Za-z0-9_-]{43}"/);
    expect(res.body).toContain('name="state" value="st-123"');
  });
});

describe('sandbox OpenID provider: token endpoint', () => {
  it('exchanges a code with the right verifier for an RS256 ID token the JWKS verifies, once', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await sandboxCode(app, { provider: 'google', persona: 'ana', challenge, nonce: 'nonce-1' });
    const res = await redeem(code, verifier);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = res.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });

    const jwks = createLocalJWKSet((await app.inject({ url: '/sandbox-oidc/google/jwks' })).json());
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, {
      issuer,
      audience: sandboxClient.clientId,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: '104729384756102938475',
      email: 'ana.santos@example.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Santos',
      picture: `${issuer}/avatar/ana`,
      nonce: 'nonce-1',
    });

    const userinfo = await app.inject({
      url: '/sandbox-oidc/google/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.json()).toMatchObject({ sub: '104729384756102938475', email: 'ana.santos@example.com' });
    const picture = await app.inject({ url: '/sandbox-oidc/google/avatar/ana' });
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses a replayed code and revokes the access token the first use got', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await sandboxCode(app, { provider: 'google', persona: 'ana', challenge });
    const first = await redeem(code, verifier);
    expect(first.statusCode).toBe(200);
    const replay = await redeem(code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant', code: 40002, message: expect.any(String) });
    const userinfo = await app.inject({
      url: '/sandbox-oidc/google/userinfo',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
    expect(userinfo.headers['www-authenticate']).toContain('invalid_token');
  });

  it('refuses a wrong PKCE verifier, and the code is spent by the attempt', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await sandboxCode(app, { provider: 'google', persona: 'ana', challenge });
    const wrong = await redeem(code, pkcePair().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    expect(wrong.json().error_description).toContain('PKCE');
    expect((await redeem(code, verifier)).statusCode).toBe(400);
  });

  it('refuses a wrong client secret, a code for another callback, and an expired code', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await sandboxCode(app, { provider: 'google', persona: 'ana', challenge });
    const badClient = await redeem(code, verifier, {
      authorization: basicAuth(sandboxClient.clientId, 'guess'),
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toMatchObject({ error: 'invalid_client', code: 40002 });
    expect(badClient.headers['www-authenticate']).toContain('Basic');

    const pair = pkcePair();
    const late = await sandboxCode(app, { provider: 'google', persona: 'kenji', challenge: pair.challenge });
    await app.services.db
      .updateTable('oidc_sandbox_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', hashToken(late))
      .execute();
    const expired = await redeem(late, pair.verifier);
    expect(expired.json()).toMatchObject({ error: 'invalid_grant', error_description: 'code expired' });
  });

  it('accepts client_secret_post and refuses a code of another provider', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await sandboxCode(app, { provider: 'google', persona: 'kenji', challenge });
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/facebook/token',
      headers: form,
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: testRedirectUri('google'),
        code_verifier: verifier,
        client_id: sandboxClient.clientId,
        client_secret: sandboxClient.clientSecret,
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
    // The code was not spent at the wrong provider: Google still takes it (client_secret_post).
    const google = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/google/token',
      headers: form,
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: testRedirectUri('google'),
        code_verifier: verifier,
        client_id: sandboxClient.clientId,
        client_secret: sandboxClient.clientSecret,
      }).toString(),
    });
    expect(google.statusCode).toBe(200);
    expect(decodeJwt(google.json().id_token).sub).toBe('117364502918273645510');
  });

  it('answers malformed token requests the OAuth way, never with a 500', async () => {
    const noGrant = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/google/token',
      headers: { ...form, authorization: basicAuth() },
      payload: 'grant_type=password&username=a&password=b',
    });
    expect(noGrant.json()).toMatchObject({ error: 'unsupported_grant_type', code: 40001 });
    const json = await app.inject({
      method: 'POST',
      url: '/sandbox-oidc/google/token',
      payload: ['not', 'an', 'object'],
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('invalid_request');
  });
});

describe('where the sandbox is mounted', () => {
  it('is absent in production, where a provider without configuration is off (41272)', async () => {
    const production = await createTestApp({ SEED_JOBS: 0, NODE_ENV: 'production' });
    try {
      const discovery = await production.inject({
        url: '/sandbox-oidc/google/.well-known/openid-configuration',
      });
      expect(discovery.statusCode).toBe(404);
      const start = await production.inject({ url: '/api/authentication/social/google/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/get-started?error_code=41272');
    } finally {
      await production.close();
    }
  });

  it('is mounted in production with OIDC_SANDBOX=1', async () => {
    const staging = await createTestApp({ SEED_JOBS: 0, NODE_ENV: 'production', OIDC_SANDBOX: '1' });
    try {
      const discovery = await staging.inject({ url: '/sandbox-oidc/apple/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(200);
      const start = await staging.inject({ url: '/api/authentication/social/apple/start' });
      expect(new URL(String(start.headers.location)).pathname).toBe('/sandbox-oidc/apple/authorize');
    } finally {
      await staging.close();
    }
  });
});
