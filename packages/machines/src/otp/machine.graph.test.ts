import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { otpGraph } from './graph-plan';
import { otpMachine } from './machine';
import type { OtpVerification, SendCodeInput, SendCodeOutput, VerifyCodeInput } from './types';

const { inputs, events } = otpGraph;

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
