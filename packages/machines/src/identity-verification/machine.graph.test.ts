import type { TAuthoriseUrl, TIdentityInfo, TVerifyIdentityResult } from '@talkhire/contracts';
import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { identityVerificationGraph } from './graph-plan';
import { identityVerificationMachine } from './machine';

const { inputs, events } = identityVerificationGraph;

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = identityVerificationMachine.provide({
    actors: {
      fetchAuthoriseUrl: actors.promise<TAuthoriseUrl, { redirectUri: string }>(),
      loadUserInfo: actors.promise<TIdentityInfo, void>(),
      verify: actors.promise<TVerifyIdentityResult, void>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock() });
}

describeGraphWalk('identity verification machine', identityVerificationMachine, inputs, events, replay);
