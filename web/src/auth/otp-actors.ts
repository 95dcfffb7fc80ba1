import type { ApiClient } from '@talkhire/client';
import { endpoints } from '@talkhire/contracts';
import type { OtpVerification, SendCodeInput, SendCodeOutput, VerifyCodeInput } from '@talkhire/machines';
import { fromPromise } from 'xstate';
import { deviceUuid } from '../session/device-uuid';
import { splitPhone } from './phone-destination';

const accounts = endpoints.accounts;
const quiet = { quiet: true } as const;

/**
 * The OTP machine's calls, by purpose: email login, phone login, two-factor and password reset.
 * Screens show refusals themselves, so every call is quiet.
 */
export function otpActors(api: ApiClient) {
  // A two-factor resend replaces the challenge: later calls use the newest one.
  const latestChallenge = new Map<string, string>();
  const challengeOf = (input: SendCodeInput) =>
    latestChallenge.get(input.challenge ?? '') ?? input.challenge ?? '';

  return {
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async ({ input }) => {
      switch (input.purpose) {
        case 'email-login':
          await api.call(accounts.emailCodeSend, { body: { email: input.destination } }, quiet);
          return { sentTo: input.destination };
        case 'phone-login':
          await api.call(accounts.phoneCodeSend, { body: splitPhone(input.destination) }, quiet);
          return { sentTo: input.destination };
        case 'two-factor': {
          const challenge = await api.call(
            accounts.twoFactorResend,
            { body: { challenge_id: challengeOf(input) } },
            quiet,
          );
          latestChallenge.set(input.challenge ?? '', challenge.challenge_id);
          return { sentTo: challenge.email_hint };
        }
        case 'password-reset':
          await api.call(accounts.resetCode, { body: { email: input.destination } }, quiet);
          return { sentTo: input.destination };
      }
    }),

    verifyCode: fromPromise<OtpVerification, VerifyCodeInput>(async ({ input }) => {
      const device_uuid = deviceUuid();
      switch (input.purpose) {
        case 'email-login': {
          const body = { email: input.destination, otp: input.code, device_uuid };
          const user = await api.call(accounts.emailCodeVerify, { body }, quiet);
          return { kind: 'signedIn', user };
        }
        case 'phone-login': {
          const body = { ...splitPhone(input.destination), otp: input.code, device_uuid };
          const result = await api.call(accounts.phoneCodeVerify, { body }, quiet);
          if (!('choose_account' in result)) return { kind: 'signedIn', user: result };
          return {
            kind: 'chooseAccount',
            ticket: result.selection_token,
            accounts: result.accounts.map((account) => ({
              id: account.id,
              first_name: account.first_name,
              last_name: '',
              email: account.email_masked,
              avatar: account.avatar,
            })),
          };
        }
        case 'two-factor': {
          const body = { challenge_id: challengeOf(input), otp: input.code };
          const user = await api.call(accounts.twoFactorVerify, { body }, quiet);
          return { kind: 'signedIn', user };
        }
        case 'password-reset':
          await api.call(accounts.resetCheck, { body: { email: input.destination, otp: input.code } }, quiet);
          return { kind: 'codeAccepted' };
      }
    }),
  };
}
