import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { offerGraph } from './graph-plan';
import { offerMachine } from './machine';

const { inputs, events } = offerGraph;

function replay(plan: PlannedPath) {
  return replayPath(plan, {
    machine: offerMachine,
    actors: new ControlledActors(),
    clock: new ManualClock(),
  });
}

describeGraphWalk('offer machine', offerMachine, inputs, events, replay);
