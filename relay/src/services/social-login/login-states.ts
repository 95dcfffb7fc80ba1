import type { LanguageCode } from '@talkhire/config';
import type { TSocialProvider } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../http/session-tokens';

/** Spec of the brief: a sign-in started must come back within ten minutes. */
export const loginStateLifetimeMs = 10 * 60_000;

export interface StartedLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Goes in the browser's cookie; its hash ties the state to that browser. */
  browserBinding: string;
}

/** Records a sign-in about to leave for the provider. Only hashes of state and binding are kept. */
export async function startLogin(
  db: Db,
  flow: {
    provider: TSocialProvider;
    issuer: string;
    redirectUri: string;
    returnTo: string | null;
    language: LanguageCode | null;
  },
  now = new Date(),
): Promise<StartedLogin> {
  const started: StartedLogin = {
    state: newToken(),
    nonce: newToken(),
    // 43 base64url characters: a valid RFC 7636 verifier with 256 bits of entropy.
    codeVerifier: newToken(),
    browserBinding: newToken(),
  };
  await db.deleteFrom('social_login_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('social_login_states')
    .values({
      id: hashToken(started.state),
      provider: flow.provider,
      issuer: flow.issuer,
      browser_binding: hashToken(started.browserBinding),
      nonce: started.nonce,
      code_verifier: started.codeVerifier,
      redirect_uri: flow.redirectUri,
      return_to: flow.returnTo,
      language: flow.language,
      expires_at: new Date(now.getTime() + loginStateLifetimeMs),
    })
    .execute();
  return started;
}

/**
 * Takes the state back, once: deleted as it is read, so a replayed callback finds nothing. Undefined
 * for an unknown, used or expired state, another provider's, or one started in another browser.
 */
export async function takeLogin(
  db: Db,
  provider: TSocialProvider,
  state: string | undefined,
  browserBinding: string | undefined,
  now = new Date(),
) {
  if (!state) return undefined;
  const row = await db
    .deleteFrom('social_login_states')
    .where('id', '=', hashToken(state))
    .where('provider', '=', provider)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
  if (!browserBinding || hashToken(browserBinding) !== row.browser_binding) return undefined;
  return row;
}
