import type { TSocialProvider } from '@talkhire/contracts';
import { SignJWT } from 'jose';
import type { SandboxPersona } from './personas';
import type { SigningKey } from './signing-keys';

/** ID tokens live ten minutes, like Apple's; Google's live an hour. */
const idTokenLifetimeSeconds = 600;

/** The claims a persona releases for the granted scopes (Core §5.4: `email`, `profile`; Apple's `name`). */
export function personaClaims(
  issuer: string,
  persona: SandboxPersona,
  scope: string,
): Record<string, string | boolean> {
  const scopes = new Set(scope.split(' '));
  const claims: Record<string, string | boolean> = { sub: persona.subject };
  if (scopes.has('email') && persona.email) {
    claims.email = persona.email;
    claims.email_verified = persona.emailVerified;
  }
  if (scopes.has('profile') || scopes.has('name')) {
    claims.given_name = persona.givenName;
    claims.family_name = persona.familyName;
    claims.name = `${persona.givenName} ${persona.familyName}`;
  }
  if (scopes.has('profile') && persona.hasPicture) claims.picture = `${issuer}/avatar/${persona.id}`;
  return claims;
}

export function signIdToken(options: {
  key: SigningKey;
  issuer: string;
  provider: TSocialProvider;
  clientId: string;
  persona: SandboxPersona;
  scope: string;
  nonce: string | null;
}): Promise<string> {
  const { key, issuer, clientId, persona, scope, nonce } = options;
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, string | number | boolean> = {
    ...personaClaims(issuer, persona, scope),
    auth_time: now,
  };
  if (nonce) payload.nonce = nonce;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(clientId)
    .setSubject(persona.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + idTokenLifetimeSeconds)
    .sign(key.privateKey);
}
