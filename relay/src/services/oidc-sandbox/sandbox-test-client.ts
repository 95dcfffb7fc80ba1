import { createHash, randomBytes } from 'node:crypto';
import type { TSocialProvider } from '@talkhire/contracts';
import type { App } from '../../app';
import { sandboxClient, socialCallbackPath } from './sandbox-settings';

/** The redirect_uri the sandbox accepts for a provider, on the inject origin. */
export function testRedirectUri(provider: TSocialProvider): string {
  return `http://localhost:80${socialCallbackPath(provider)}`;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const basicAuth = (id: string = sandboxClient.clientId, secret: string = sandboxClient.clientSecret) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** Picks a persona on the sandbox's consent form and answers the code it sends to the callback. */
export async function sandboxCode(
  app: App,
  options: { provider: TSocialProvider; persona: string; challenge: string; nonce?: string; scope?: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox-oidc/${options.provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      response_type: 'code',
      client_id: sandboxClient.clientId,
      redirect_uri: testRedirectUri(options.provider),
      scope: options.scope ?? 'openid email profile',
      state: 'test-state',
      code_challenge: options.challenge,
      code_challenge_method: 'S256',
      persona: options.persona,
      ...(options.nonce ? { nonce: options.nonce } : {}),
    }).toString(),
  });
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no code: ${res.statusCode} ${res.headers.location}`);
  return code;
}

/** A real ID token of a sandbox persona, as a native app's provider SDK would hand it over. */
export async function sandboxIdToken(
  app: App,
  options: { provider: TSocialProvider; persona: string; nonce?: string; scope?: string },
): Promise<string> {
  const { verifier, challenge } = pkcePair();
  const code = await sandboxCode(app, { ...options, challenge });
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox-oidc/${options.provider}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth() },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: testRedirectUri(options.provider),
      code_verifier: verifier,
    }).toString(),
  });
  const idToken = res.json<{ id_token?: string }>().id_token;
  if (!idToken) throw new Error(`no id_token: ${res.body}`);
  return idToken;
}
