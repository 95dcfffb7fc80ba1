import type { TSessionUser } from '@talkhire/contracts';
import type { otpMachine } from '../otp/machine';
import type { OtpInput, OtpResult } from '../otp/types';
import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { loginGraph } from './graph-plan';
import { loginMachine } from './machine';
import type {
  AccountLookup,
  PasswordSignInInput,
  PasswordSignInResult,
  SelectAccountInput,
  SocialSignInInput,
  SocialSignInStart,
} from './types';

const { inputs, events } = loginGraph;

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = loginMachine.provide({
    actors: {
      lookUpAccount: actors.promise<AccountLookup, { email: string }>(),
      signInWithPassword: actors.promise<PasswordSignInResult, PasswordSignInInput>(),
      selectAccount: actors.promise<TSessionUser, SelectAccountInput>(),
      startSocialSignIn: actors.promise<SocialSignInStart, SocialSignInInput>(),
      signOut: actors.promise<void, void>(),
      // Only the code step's done event matters to the login graph; its own states are the OTP graph's.
      otp: actors.promise<OtpResult, OtpInput>() as unknown as typeof otpMachine,
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock() });
}

describeGraphWalk('login machine', loginMachine, inputs, events, replay);
