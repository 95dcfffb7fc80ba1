import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { chatExchangeGraph } from './graph-plan';
import { chatExchangeMachine } from './machine';

const { inputs, events } = chatExchangeGraph;

function replay(plan: PlannedPath) {
  return replayPath(plan, {
    machine: chatExchangeMachine,
    actors: new ControlledActors(),
    clock: new ManualClock(),
  });
}

describeGraphWalk('chat exchange machine', chatExchangeMachine, inputs, events, replay);
