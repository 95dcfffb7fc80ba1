import type { TIdentityService } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../http/session-tokens';

/** A login at the provider must come back within ten minutes. */
export const identityLoginLifetimeMs = 10 * 60_000;

/**
 * Records a login about to leave for the provider, bound to the seeker's session: the state
 * (only its hash is kept) and the PKCE verifier. Each authorise URL gets its own.
 */
export async function startIdentityLogin(
  db: Db,
  login: { userId: number; sessionId: string; service: TIdentityService; redirectUri: string },
  now = new Date(),
): Promise<{ state: string; codeVerifier: string }> {
  const started = { state: newToken(), codeVerifier: newToken() };
  await db.deleteFrom('identity_login_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('identity_login_states')
    .values({
      id: hashToken(started.state),
      user_id: login.userId,
      session_id: hashToken(login.sessionId),
      service: login.service,
      code_verifier: started.codeVerifier,
      redirect_uri: login.redirectUri,
      expires_at: new Date(now.getTime() + identityLoginLifetimeMs),
    })
    .execute();
  return started;
}

/**
 * Takes the login back, once (deleted as it is read: a replayed callback finds nothing).
 * Undefined for an unknown, used or expired state, another service's, or one started in
 * another session than the one the callback comes with.
 */
export async function takeIdentityLogin(
  db: Db,
  service: TIdentityService,
  state: string | undefined,
  sessionId: string | null,
  now = new Date(),
) {
  if (!state) return undefined;
  const row = await db
    .deleteFrom('identity_login_states')
    .where('id', '=', hashToken(state))
    .where('service', '=', service)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
  if (!sessionId || hashToken(sessionId) !== row.session_id) return undefined;
  return row;
}
