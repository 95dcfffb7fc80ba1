import { createHash, timingSafeEqual } from 'node:crypto';
import type { TSocialProvider } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../http/session-tokens';

/** Spec of the brief and common provider practice: codes live one minute and work once. */
export const codeLifetimeMs = 60_000;
export const accessTokenLifetimeSeconds = 3600;

export interface NewGrant {
  provider: TSocialProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string;
  personaId: string;
}

/** Stores a new authorization code (its hash) and answers the code itself. */
export async function issueCode(db: Db, grant: NewGrant, now = new Date()): Promise<string> {
  const code = newToken();
  await db
    .deleteFrom('oidc_sandbox_grants')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .where((eb) => eb.or([eb('access_expires_at', 'is', null), eb('access_expires_at', '<', now)]))
    .execute();
  await db
    .insertInto('oidc_sandbox_grants')
    .values({
      code_hash: hashToken(code),
      provider: grant.provider,
      client_id: grant.clientId,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      nonce: grant.nonce,
      scope: grant.scope,
      persona_id: grant.personaId,
      expires_at: new Date(now.getTime() + codeLifetimeMs),
    })
    .execute();
  return code;
}

export type Redemption = { ok: true; grant: NewGrant; accessToken: string } | { ok: false; reason: string };

/**
 * Redeems a code for an access token. The code is spent by the first attempt whatever its
 * outcome, so a stolen code cannot be retried with guessed verifiers; a second use is a replay
 * and revokes the access token the first use obtained (RFC 6749 §4.1.2).
 */
export async function redeemCode(
  db: Db,
  request: {
    provider: TSocialProvider;
    code: string;
    clientId: string;
    redirectUri: string | undefined;
    codeVerifier: string | undefined;
  },
  now = new Date(),
): Promise<Redemption> {
  const codeHash = hashToken(request.code);
  const row = await db
    .updateTable('oidc_sandbox_grants')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('provider', '=', request.provider)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const revoked = await db
      .updateTable('oidc_sandbox_grants')
      .set({ access_token_hash: null, access_expires_at: null })
      .where('code_hash', '=', codeHash)
      .where('provider', '=', request.provider)
      .executeTakeFirst();
    return {
      ok: false,
      reason: revoked.numUpdatedRows > 0n ? 'code already used' : 'unknown code',
    };
  }
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'code expired' };
  if (row.client_id !== request.clientId) return { ok: false, reason: 'code issued to another client' };
  if (row.redirect_uri !== request.redirectUri) return { ok: false, reason: 'redirect_uri differs' };
  if (!request.codeVerifier || !matchesChallenge(request.codeVerifier, row.code_challenge)) {
    return { ok: false, reason: 'PKCE verification failed' };
  }
  const accessToken = newToken();
  await db
    .updateTable('oidc_sandbox_grants')
    .set({
      access_token_hash: hashToken(accessToken),
      access_expires_at: new Date(now.getTime() + accessTokenLifetimeSeconds * 1000),
    })
    .where('code_hash', '=', codeHash)
    .execute();
  return {
    ok: true,
    accessToken,
    grant: {
      provider: row.provider,
      clientId: row.client_id,
      redirectUri: row.redirect_uri,
      codeChallenge: row.code_challenge,
      nonce: row.nonce,
      scope: row.scope,
      personaId: row.persona_id,
    },
  };
}

/** The grant behind a live access token (for /userinfo), or undefined. */
export async function findAccessGrant(
  db: Db,
  provider: TSocialProvider,
  accessToken: string,
  now = new Date(),
) {
  return db
    .selectFrom('oidc_sandbox_grants')
    .select(['persona_id', 'scope'])
    .where('access_token_hash', '=', hashToken(accessToken))
    .where('provider', '=', provider)
    .where('access_expires_at', '>', now)
    .executeTakeFirst();
}

/** RFC 7636 §4.6: S256 is BASE64URL(SHA256(verifier)). */
export function matchesChallenge(verifier: string, challenge: string): boolean {
  const actual = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
