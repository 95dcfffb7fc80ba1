import { ControlledActors } from '../testing/controlled-actors';
import { failure, sessionUser } from '../testing/fixtures';
import { type GraphEvent, type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { otpMachine } from './machine';
import type { OtpInput, OtpVerification, SendCodeInput, SendCodeOutput, VerifyCodeInput } from './types';

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

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = otpMachine.provide({
    actors: {
      sendCode: actors.promise<SendCodeOutput, SendCodeInput>(),
      verifyCode: actors.promise<OtpVerification, VerifyCodeInput>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock(), timerEvents: ['OTP.TICK'] });
}

describeGraphWalk('otp machine', otpMachine, inputs, events, replay);
