import type { ApiClient } from '@talkhire/client';
import type { LanguageCode } from '@talkhire/config';
import { endpointPath, endpoints, type TSessionUser } from '@talkhire/contracts';
import {
  type AccountLookup,
  loginMachine,
  otpMachine,
  type PasswordSignInInput,
  type PasswordSignInResult,
  type SelectAccountInput,
  type SocialSignInInput,
  type SocialSignInStart,
} from '@talkhire/machines';
import { fromPromise } from 'xstate';
import { clearSession } from '../session/clear-session';
import { deviceUuid } from '../session/device-uuid';
import { otpActors } from './otp-actors';
import { deviceName, webClient } from './web-client';

const accounts = endpoints.accounts;
const quiet = { quiet: true } as const;

/** What signing out does to the page besides the relay's call. */
export interface SignOutHooks {
  /** Drops the reads on their way, which the relay would answer 401 once the session ends. */
  cancelReads(): Promise<void>;
  /** The page reads its (now absent) session again. */
  signedOut(): void;
}

/** The get-started machine with its calls: the relay's authentication endpoints. */
export function providedLoginMachine(api: ApiClient, signOut: SignOutHooks, language: LanguageCode) {
  return loginMachine.provide({
    actors: {
      lookUpAccount: fromPromise<AccountLookup, { email: string }>(async ({ input }) => {
        const found = await api.call(accounts.lookUp, { body: { email: input.email } }, quiet);
        return { exists: found.exists, hasPassword: found.has_password };
      }),

      signInWithPassword: fromPromise<PasswordSignInResult, PasswordSignInInput>(async ({ input }) => {
        const body = {
          email: input.email,
          password: input.password,
          device_uuid: deviceUuid(),
          device_name: deviceName(),
          client_id: webClient.id,
          source: 'web' as const,
        };
        const result = await api.call(accounts.seekerLogin, { body }, quiet);
        if ('two_factor_required' in result) {
          return { kind: 'twoFactorRequired', challenge: result.challenge_id, sentTo: result.email_hint };
        }
        return { kind: 'signedIn', user: result };
      }),

      otp: otpMachine.provide({ actors: otpActors(api) }),

      selectAccount: fromPromise<TSessionUser, SelectAccountInput>(({ input }) =>
        api.call(
          accounts.chooseAccount,
          { body: { selection_token: input.ticket, account_id: input.accountId, device_uuid: deviceUuid() } },
          quiet,
        ),
      ),

      // The relay runs the OpenID Connect flow (code + PKCE): the browser only has to go there.
      startSocialSignIn: fromPromise<SocialSignInStart, SocialSignInInput>(async ({ input }) => {
        const query = new URLSearchParams({ language_code: language });
        if (input.redirect) query.set('redirect', input.redirect);
        return {
          authorizationUrl: `${endpointPath(accounts.socialStart, { provider: input.provider })}?${query}`,
        };
      }),

      signOut: fromPromise<void, void>(async () => {
        await signOut.cancelReads();
        await api.call(accounts.logout, { body: { source: 'web' } }, quiet);
        clearSession();
        signOut.signedOut();
      }),
    },
  });
}
