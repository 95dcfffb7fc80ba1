import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { interviewGraph } from './graph-plan';
import { interviewMachine } from './machine';

const { inputs, events } = interviewGraph;

function replay(plan: PlannedPath) {
  return replayPath(plan, {
    machine: interviewMachine,
    actors: new ControlledActors(),
    clock: new ManualClock(),
  });
}

describeGraphWalk('interview machine', interviewMachine, inputs, events, replay);
