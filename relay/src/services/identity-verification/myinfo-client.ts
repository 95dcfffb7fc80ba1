import { createHash, randomBytes, sign } from 'node:crypto';
import { compactDecrypt, compactVerify, jwtVerify } from 'jose';
import { myInfoAttributes } from './person-fields';
import type { MyInfoSettings } from './provider-settings';

/**
 * MyInfo v3 as the relying party: the authorise URL, the token request and the person request,
 * each signed with MyInfo's PKI_SIGN scheme (RS256 over a base string of the method, the URL and
 * the sorted parameters), the person data decrypted (JWE, RSA-OAEP to our key) and its signature
 * (JWS by MyInfo) verified. PKCE (S256) is sent as well: MyInfo v3 ignores it, later versions
 * require it.
 */
export function authoriseUrl(
  settings: MyInfoSettings,
  login: { state: string; codeVerifier: string; redirectUri: string },
): string {
  const url = new URL(`${settings.url}/myinfo/v3/authorise`);
  const parameters = {
    client_id: settings.clientId,
    attributes: myInfoAttributes.join(','),
    purpose: settings.purpose,
    state: login.state,
    redirect_uri: login.redirectUri,
    code_challenge: createHash('sha256').update(login.codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

/** The provider failed or answered something we cannot trust: the seeker sees 41431. */
export class ProviderFailure extends Error {}

/** Exchanges the code, verifies the access token and fetches the person it names. */
export async function fetchPerson(
  settings: MyInfoSettings,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<unknown> {
  const accessToken = await exchangeCode(settings, grant);
  const token = await jwtVerify(accessToken, settings.providerKey, { algorithms: ['RS256'] }).catch(() => {
    throw new ProviderFailure('the access token is not signed by MyInfo');
  });
  const uinfin = token.payload.sub;
  if (typeof uinfin !== 'string' || !/^[A-Z0-9]{9}$/.test(uinfin))
    throw new ProviderFailure('the access token names no person');
  return personOf(settings, accessToken, uinfin);
}

async function exchangeCode(
  settings: MyInfoSettings,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const url = `${settings.url}/myinfo/v3/token`;
  const body = {
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    code_verifier: grant.codeVerifier,
  };
  const answer = await call(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: pkiSign(settings, 'POST', url, body),
    },
    body: new URLSearchParams(body).toString(),
  });
  const token = (JSON.parse(answer) as { access_token?: unknown }).access_token;
  if (typeof token !== 'string') throw new ProviderFailure('the token answer has no access token');
  return token;
}

async function personOf(settings: MyInfoSettings, accessToken: string, uinfin: string): Promise<unknown> {
  const url = `${settings.url}/myinfo/v3/person/${encodeURIComponent(uinfin)}`;
  const query = { client_id: settings.clientId, attributes: myInfoAttributes.join(',') };
  const answer = await call(`${url}?${new URLSearchParams(query)}`, {
    method: 'GET',
    headers: { authorization: `${pkiSign(settings, 'GET', url, query)},Bearer ${accessToken}` },
  });
  try {
    const { plaintext } = await compactDecrypt(answer.trim(), settings.privateKey, {
      keyManagementAlgorithms: ['RSA-OAEP'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { payload } = await compactVerify(new TextDecoder().decode(plaintext), settings.providerKey, {
      algorithms: ['RS256'],
    });
    return JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new ProviderFailure('the person data is not encrypted to us and signed by MyInfo');
  }
}

/** MyInfo v3's Authorization header: `PKI_SIGN timestamp="…",nonce="…",app_id="…",signature_method="RS256",signature="…"`. */
function pkiSign(
  settings: MyInfoSettings,
  method: 'GET' | 'POST',
  url: string,
  parameters: Record<string, string>,
): string {
  const fields = {
    timestamp: String(Date.now()),
    nonce: randomBytes(16).toString('hex'),
    app_id: settings.clientId,
    signature_method: 'RS256',
  };
  const sorted = Object.entries({ ...parameters, ...fields }).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const baseString = `${method}&${url}&${sorted.map(([name, value]) => `${name}=${value}`).join('&')}`;
  const signature = sign('RSA-SHA256', Buffer.from(baseString), settings.privateKey).toString('base64');
  const header = Object.entries({ ...fields, signature })
    .map(([name, value]) => `${name}="${value}"`)
    .join(',');
  return `PKI_SIGN ${header}`;
}

/** One request to the provider: any network error, timeout or non-2xx answer is its failure. */
async function call(url: string, init: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ProviderFailure(`MyInfo cannot be reached: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderFailure(`MyInfo answered ${response.status}`);
  if (text.length > 200_000) throw new ProviderFailure('MyInfo answered too much');
  return text;
}
