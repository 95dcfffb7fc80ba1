import { failure, sessionUser } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import type { OtpInput } from './types';

const inputs: OtpInput[] = [{ purpose: 'email-login', destination: 'ana@example.com', resendSeconds: 2 }];

const events: GraphEvent[] = [
  { type: 'OTP.SEND' },
  { type: 'OTP.RESEND' },
  { type: 'OTP.TICK' },
  { type: 'OTP.SUBMIT', code: '123456' },
  { type: 'OTP.SUBMIT', code: '12345' },
  { type: 'xstate.done.actor.sendCode', output: { sentTo: 'a***@example.com' } },
  { type: 'xstate.error.actor.sendCode', error: failure(500, 50001) },
  { type: 'xstate.error.actor.sendCode', error: failure(429, 40006, { retryAfter: 2 }) },
  { type: 'xstate.done.actor.verifyCode', output: { kind: 'signedIn', user: sessionUser() } },
  { type: 'xstate.error.actor.verifyCode', error: failure(422, 41040) },
  { type: 'xstate.error.actor.verifyCode', error: failure(422, 41042) },
  { type: 'xstate.error.actor.verifyCode', error: failure(422, 41043) },
  { type: 'xstate.error.actor.verifyCode', error: failure(429, 40006, { retryAfter: 2 }) },
];

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const otpGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: inputs, events };
