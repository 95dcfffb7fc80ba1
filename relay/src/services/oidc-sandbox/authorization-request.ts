import type { TSocialProvider } from '@talkhire/contracts';
import { z } from 'zod';
import { sandboxClient, socialCallbackPath } from './sandbox-settings';

const ZParam = z.string().max(2048).optional();

/**
 * The authorization request of OpenID Connect Core §3.1.2.1 as it arrives (query of GET, form of
 * POST). Every member is optional here: what is missing or wrong is answered the protocol's way.
 */
export const ZAuthorizationParams = z.object({
  response_type: ZParam,
  client_id: ZParam,
  redirect_uri: ZParam,
  scope: ZParam,
  state: ZParam,
  nonce: ZParam,
  code_challenge: ZParam,
  code_challenge_method: ZParam,
  response_mode: ZParam,
});
export type TAuthorizationParams = z.infer<typeof ZAuthorizationParams>;

/** The persona form adds who was picked, or that the user cancelled. */
export const ZAuthorizationDecision = ZAuthorizationParams.extend({
  persona: z.string().max(40).optional(),
  decision: z.enum(['allow', 'deny']).optional(),
});

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  responseMode: 'query' | 'form_post';
  scope: string;
  state: string | undefined;
  nonce: string | null;
  codeChallenge: string;
}

export type CheckedAuthorization =
  | { kind: 'ok'; request: AuthorizationRequest }
  /** Unknown client or callback: the user is told, nothing is sent to the callback (RFC 6749 §4.1.2.1). */
  | { kind: 'refused'; message: string }
  /** Any other problem goes back to the client as `error` with the state. */
  | {
      kind: 'error';
      redirectUri: string;
      responseMode: 'query' | 'form_post';
      state: string | undefined;
      error: string;
      description: string;
    };

export function checkAuthorization(
  provider: TSocialProvider,
  params: TAuthorizationParams,
): CheckedAuthorization {
  if (params.client_id !== sandboxClient.clientId) {
    return { kind: 'refused', message: 'The sign-in request names a client this provider does not know.' };
  }
  if (!isRegisteredCallback(provider, params.redirect_uri)) {
    return { kind: 'refused', message: 'The redirect_uri is not a callback registered for this client.' };
  }
  const redirectUri = params.redirect_uri as string;
  const responseMode = params.response_mode === 'form_post' ? 'form_post' : 'query';
  const error = (code: string, description: string): CheckedAuthorization => ({
    kind: 'error',
    redirectUri,
    responseMode,
    state: params.state,
    error: code,
    description,
  });
  if (params.response_mode !== undefined && !['query', 'form_post'].includes(params.response_mode)) {
    return error('invalid_request', 'response_mode must be query or form_post');
  }
  if (params.response_type !== 'code') {
    return error('unsupported_response_type', 'only the authorization code flow is supported');
  }
  const scopes = (params.scope ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('openid')) return error('invalid_scope', 'the openid scope is required');
  if (params.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge ?? '')) {
    return error('invalid_request', 'PKCE with code_challenge_method S256 is required');
  }
  return {
    kind: 'ok',
    request: {
      clientId: sandboxClient.clientId,
      redirectUri,
      responseMode,
      scope: scopes.join(' '),
      state: params.state,
      nonce: params.nonce ?? null,
      codeChallenge: params.code_challenge as string,
    },
  };
}

function isRegisteredCallback(provider: TSocialProvider, redirectUri: string | undefined): boolean {
  if (!redirectUri || !URL.canParse(redirectUri)) return false;
  const url = new URL(redirectUri);
  return (
    ['http:', 'https:'].includes(url.protocol) &&
    url.pathname === socialCallbackPath(provider) &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}
