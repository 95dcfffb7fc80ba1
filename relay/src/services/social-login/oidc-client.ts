import {
  errorCodes,
  type TOidcDiscovery,
  type TOidcIdTokenClaims,
  ZOidcDiscovery,
  ZOidcIdTokenClaims,
  ZOidcTokenResponse,
} from '@talkhire/contracts';
import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { ApiError } from '../../http/api-error';
import type { Fetch } from './in-process-fetch';
import type { SocialProviderSettings } from './providers';

/** Discovery documents change rarely; an hour keeps a restarted provider's new endpoints in reach. */
const discoveryLifetimeMs = 3600_000;

/**
 * The relying party of OpenID Connect: reads the provider's discovery document, exchanges an
 * authorization code (with the PKCE verifier and client credentials) and verifies ID tokens with
 * the provider's published keys. Failures are catalogue refusals (see `socialLoginCodes`).
 */
export interface OidcClient {
  discover(settings: SocialProviderSettings): Promise<TOidcDiscovery>;
  exchangeCode(
    settings: SocialProviderSettings,
    grant: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<{ idToken: string }>;
  verifyIdToken(
    settings: SocialProviderSettings,
    idToken: string,
    expected: { nonce?: string | undefined },
  ): Promise<TOidcIdTokenClaims>;
}

/**
 * Which catalogue code answers which failure (spec §8 lists 41052–41055, 41271, 41272 as
 * "invalid social credentials" without telling them apart; this is the relay's assignment).
 */
export const socialLoginCodes = {
  /** The ID token failed verification: signature, issuer, audience, nonce, malformed. */
  tokenInvalid: errorCodes.invalidSocialCredentials,
  /** The sign-in took too long: unknown, used or expired state; expired ID token. */
  expired: errorCodes.invalidSocialCredentials2,
  /** The provider does not vouch for an email (missing or unverified) for a new link. */
  emailUnverified: errorCodes.invalidSocialCredentials3,
  /** The payload's identity fields disagree with the ID token. */
  payloadMismatch: errorCodes.invalidSocialCredentials4,
  /** The provider refused or failed: cancelled consent, code exchange refused (PKCE, replay), unreachable. */
  providerRefused: errorCodes.invalidSocialCredentials5,
  /** The provider is not configured on this relay. */
  providerUnavailable: errorCodes.invalidSocialCredentials6,
} as const;

export function createOidcClient(fetchFor: (settings: SocialProviderSettings) => Fetch): OidcClient {
  const documents = new Map<string, { document: TOidcDiscovery; until: number }>();
  const keySets = new Map<string, JWTVerifyGetKey>();

  async function discover(settings: SocialProviderSettings): Promise<TOidcDiscovery> {
    const cached = documents.get(settings.issuer);
    if (cached && cached.until > Date.now()) return cached.document;
    const body = await requestJson(fetchFor(settings), `${settings.issuer}/.well-known/openid-configuration`);
    const parsed = ZOidcDiscovery.safeParse(body);
    // Discovery §4.3: the document must name the issuer it was fetched for.
    if (!parsed.success || parsed.data.issuer.replace(/\/+$/, '') !== settings.issuer) {
      throw new ApiError(socialLoginCodes.providerRefused);
    }
    documents.set(settings.issuer, { document: parsed.data, until: Date.now() + discoveryLifetimeMs });
    return parsed.data;
  }

  function keySet(settings: SocialProviderSettings, jwksUri: string): JWTVerifyGetKey {
    let keys = keySets.get(jwksUri);
    if (!keys) {
      const fetchKeys = fetchFor(settings);
      keys = createRemoteJWKSet(new URL(jwksUri), {
        [customFetch]: (url, options) => fetchKeys(url, { method: options.method, headers: options.headers }),
      });
      keySets.set(jwksUri, keys);
    }
    return keys;
  }

  return {
    discover,

    async exchangeCode(settings, grant) {
      const document = await discover(settings);
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.codeVerifier,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      // client_secret_basic unless the provider only takes client_secret_post (Apple).
      const methods = document.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_basic')) {
        const encode = (value: string) => encodeURIComponent(value);
        headers.authorization = `Basic ${Buffer.from(`${encode(settings.clientId)}:${encode(settings.clientSecret)}`).toString('base64')}`;
      } else {
        form.set('client_id', settings.clientId);
        form.set('client_secret', settings.clientSecret);
      }
      const body = await requestJson(fetchFor(settings), document.token_endpoint, {
        method: 'POST',
        headers,
        body: form.toString(),
      });
      const parsed = ZOidcTokenResponse.safeParse(body);
      if (!parsed.success) throw new ApiError(socialLoginCodes.providerRefused);
      return { idToken: parsed.data.id_token };
    },

    async verifyIdToken(settings, idToken, expected) {
      const document = await discover(settings);
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, keySet(settings, document.jwks_uri), {
          issuer: document.issuer,
          audience: settings.clientId,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['sub', 'iat', 'exp'],
          clockTolerance: 30,
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new ApiError(socialLoginCodes.expired);
        if (error instanceof errors.JWKSTimeout) throw new ApiError(socialLoginCodes.providerRefused);
        // Whatever else fails (bad signature, claims, format, unreadable keys), the token is not proof.
        throw new ApiError(socialLoginCodes.tokenInvalid);
      }
      const claims = ZOidcIdTokenClaims.safeParse(payload);
      if (!claims.success) throw new ApiError(socialLoginCodes.tokenInvalid);
      if (expected.nonce !== undefined && claims.data.nonce !== expected.nonce) {
        throw new ApiError(socialLoginCodes.tokenInvalid);
      }
      return claims.data;
    },
  };
}

/** A JSON answer with status 200, or the provider counts as having refused. */
async function requestJson(
  fetchImpl: Fetch,
  url: string,
  init?: { method: string; headers: Record<string, string>; body: string },
): Promise<unknown> {
  try {
    const res = await fetchImpl(url, init);
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new ApiError(socialLoginCodes.providerRefused);
    }
    return await res.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Unreachable host, timeout, or a body that is not JSON.
    throw new ApiError(socialLoginCodes.providerRefused);
  }
}
