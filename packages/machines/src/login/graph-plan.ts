import type { OtpResult } from '../otp/types';
import { failure, sessionUser } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import type { LoginInput } from './types';

const page = { ownOrigin: 'https://talkhire.example', language: 'en' } as const;
const inputs: LoginInput[] = [page, { ...page, signedInUser: sessionUser() }];

const user = sessionUser();
const codeResult = (verification: OtpResult['verification']): OtpResult => ({
  purpose: 'email-login',
  destination: 'ana@example.com',
  code: '123456',
  verification,
});

const events: GraphEvent[] = [
  { type: 'LOGIN.CHOOSE_EMAIL' },
  { type: 'LOGIN.CHOOSE_PHONE' },
  { type: 'LOGIN.CHOOSE_SOCIAL', provider: 'google' },
  { type: 'LOGIN.SUBMIT_EMAIL', email: 'ana@example.com' },
  { type: 'LOGIN.SUBMIT_EMAIL', email: 'not-an-email' },
  { type: 'LOGIN.SUBMIT_PASSWORD', password: 'correct horse' },
  { type: 'LOGIN.SUBMIT_PASSWORD', password: '' },
  { type: 'LOGIN.USE_EMAIL_CODE' },
  { type: 'LOGIN.SUBMIT_PHONE', dialCode: '+63', number: '9171234567' },
  { type: 'LOGIN.SUBMIT_PHONE', dialCode: '+63', number: '' },
  { type: 'LOGIN.CHOOSE_ACCOUNT', accountId: 7 },
  { type: 'LOGIN.BACK' },
  { type: 'LOGIN.SIGN_OUT' },
  { type: 'LOGIN.BACK_HOME' },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: failure(503, 50001) },
  { type: 'xstate.done.actor.lookUpAccount', output: { exists: true, hasPassword: true } },
  { type: 'xstate.done.actor.lookUpAccount', output: { exists: false, hasPassword: false } },
  { type: 'xstate.done.actor.signInWithPassword', output: { kind: 'signedIn', user } },
  {
    type: 'xstate.done.actor.signInWithPassword',
    output: { kind: 'twoFactorRequired', challenge: 'c-1', sentTo: 'a***@example.com' },
  },
  { type: 'xstate.error.actor.signInWithPassword', error: failure(401, 40002) },
  { type: 'xstate.error.actor.signInWithPassword', error: failure(403, 41044) },
  { type: 'xstate.error.actor.signInWithPassword', error: failure(429, 40006, { retryAfter: 30 }) },
  { type: 'xstate.after.retryAfter.login.TooManyAttempts' },
  { type: 'xstate.done.actor.emailCode', output: codeResult({ kind: 'signedIn', user }) },
  { type: 'xstate.done.actor.twoFactorCode', output: codeResult({ kind: 'signedIn', user }) },
  {
    type: 'xstate.done.actor.phoneCode',
    output: codeResult({
      kind: 'chooseAccount',
      ticket: 't-1',
      accounts: [{ id: 7, first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', avatar: null }],
    }),
  },
  { type: 'xstate.done.actor.selectAccount', output: user },
  // Failures and unexpected answers of every step (the transitions back to the form before it).
  { type: 'xstate.error.actor.lookUpAccount', error: failure(503, 50001) },
  { type: 'xstate.error.actor.signInWithPassword', error: failure(503, 50001) },
  { type: 'xstate.error.actor.twoFactorCode', error: failure(0, 0) },
  {
    type: 'xstate.done.actor.twoFactorCode',
    output: codeResult({ kind: 'chooseAccount', ticket: 't-2', accounts: [] }),
  },
  { type: 'xstate.error.actor.emailCode', error: failure(0, 0) },
  {
    type: 'xstate.done.actor.emailCode',
    output: codeResult({ kind: 'chooseAccount', ticket: 't-3', accounts: [] }),
  },
  { type: 'xstate.done.actor.phoneCode', output: codeResult({ kind: 'signedIn', user }) },
  { type: 'xstate.done.actor.phoneCode', output: codeResult({ kind: 'codeAccepted' }) },
  { type: 'xstate.error.actor.phoneCode', error: failure(0, 0) },
  { type: 'xstate.error.actor.selectAccount', error: failure(422, 41043) },
  { type: 'xstate.error.actor.startSocialSignIn', error: failure(503, 50001) },
  {
    type: 'xstate.done.actor.startSocialSignIn',
    output: { authorizationUrl: 'https://accounts.example/auth' },
  },
];

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const loginGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: inputs, events };
