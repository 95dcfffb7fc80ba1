import type { ApiClient } from '@talkhire/client';
import type { LanguageCode } from '@talkhire/config';
import { ZAccountLookup, ZLoginResult, ZSessionUser } from '@talkhire/contracts';
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
import { z } from 'zod';
import { clearSession } from '../session/clear-session';
import { deviceUuid } from '../session/device-uuid';
import { otpActors } from './otp-actors';
import { deviceName, webClient } from './web-client';

const base = '/api/authentication';
const quiet = { quiet: true } as const;

/** The get-started machine with its calls: the relay's authentication endpoints. */
export function providedLoginMachine(api: ApiClient, onSignedOut: () => void, language: LanguageCode) {
  return loginMachine.provide({
    actors: {
      lookUpAccount: fromPromise<AccountLookup, { email: string }>(async ({ input }) => {
        const found = await api.post(`${base}/email/lookup`, { email: input.email }, ZAccountLookup, quiet);
        return { exists: found.exists, hasPassword: found.has_password };
      }),

      signInWithPassword: fromPromise<PasswordSignInResult, PasswordSignInInput>(async ({ input }) => {
        const body = {
          email: input.email,
          password: input.password,
          device_uuid: deviceUuid(),
          device_name: deviceName(),
          client_id: webClient.id,
          source: 'web',
        };
        const result = await api.post(`${base}/jobseekers/login`, body, ZLoginResult, quiet);
        if ('two_factor_required' in result) {
          return { kind: 'twoFactorRequired', challenge: result.challenge_id, sentTo: result.email_hint };
        }
        return { kind: 'signedIn', user: result };
      }),

      otp: otpMachine.provide({ actors: otpActors(api) }),

      selectAccount: fromPromise<z.output<typeof ZSessionUser>, SelectAccountInput>(({ input }) =>
        api.post(
          `${base}/phone-otp/choose-account`,
          { selection_token: input.ticket, account_id: input.accountId, device_uuid: deviceUuid() },
          ZSessionUser,
          quiet,
        ),
      ),

      // The relay runs the OpenID Connect flow (code + PKCE): the browser only has to go there.
      startSocialSignIn: fromPromise<SocialSignInStart, SocialSignInInput>(async ({ input }) => {
        const query = new URLSearchParams({ language_code: language });
        if (input.redirect) query.set('redirect', input.redirect);
        return { authorizationUrl: `${base}/social/${input.provider}/start?${query}` };
      }),

      signOut: fromPromise<void, void>(async () => {
        await api.post(`${base}/log-out`, { source: 'web' }, z.unknown(), quiet);
        clearSession();
        onSignedOut();
      }),
    },
  });
}
