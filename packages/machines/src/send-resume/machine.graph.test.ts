import type { TResumeList } from '@talkhire/contracts';
import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { sendResumeGraph } from './graph-plan';
import { sendResumeMachine } from './machine';

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = sendResumeMachine.provide({
    actors: {
      loadResumes: actors.promise<TResumeList, void>(),
      sendResume: actors.promise<unknown, { resumeId: number }>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock() });
}

describeGraphWalk(
  'send resume machine',
  sendResumeMachine,
  sendResumeGraph.inputs,
  sendResumeGraph.events,
  replay,
);
