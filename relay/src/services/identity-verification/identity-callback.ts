import type { TIdentityCallbackQuery, TIdentityService } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { identityIdOf } from './identity-rules';
import { takeIdentityLogin } from './login-states';
import { fetchPerson, ProviderFailure } from './myinfo-client';
import { forgetPendingIdentity, keepPendingIdentity } from './pending-identity';
import { personFields } from './person-fields';
import type { IdentitySetup } from './provider-settings';

/**
 * The provider's return (spec §4 step 3): takes the login back by its state (once, within ten
 * minutes, in the session that started it), exchanges the code, fetches, decrypts and checks the
 * person data, and leaves the outcome pending for the confirm dialog: the seven fields, or the
 * failure. A refused consent leaves nothing (the seeker logs in again). The answer is the outcome,
 * for the log; the browser is redirected back either way.
 */
export async function completeIdentityLogin(
  db: Db,
  setup: IdentitySetup,
  callback: { service: TIdentityService; query: TIdentityCallbackQuery; sessionId: string | null },
  now = new Date(),
): Promise<'verified-data' | 'provider-failed' | 'refused-by-seeker' | 'unknown-state' | 'unavailable'> {
  if (!setup.available) return 'unavailable';
  const login = await takeIdentityLogin(db, callback.service, callback.query.state, callback.sessionId, now);
  if (!login) return 'unknown-state';
  if (callback.query.error || !callback.query.code) {
    await forgetPendingIdentity(db, login.user_id);
    return 'refused-by-seeker';
  }
  try {
    const person = await fetchPerson(setup.myInfo, {
      code: callback.query.code,
      redirectUri: login.redirect_uri,
      codeVerifier: login.code_verifier,
    });
    const { info, rules } = personFields(person);
    if (!info.uinfin) throw new ProviderFailure('the person data has no UIN/FIN');
    const identityId = identityIdOf(rules, singaporeDate(now));
    await keepPendingIdentity(db, setup.dataKey, login.user_id, callback.service, { info, identityId }, now);
    return 'verified-data';
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    await keepPendingIdentity(db, setup.dataKey, login.user_id, callback.service, 'failed', now);
    return 'provider-failed';
  }
}

/** Passes expire by the Singapore calendar: today there, as YYYY-MM-DD. */
function singaporeDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now);
}
