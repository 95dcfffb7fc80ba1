import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { chatConnectionGraph } from './graph-plan';
import { chatConnectionMachine, defaultChatBackoff } from './machine';
import { reconnectDelay } from './reconnect-backoff';

/** Jitter fixed at its middle, so the replay's clock and the machine agree on each delay. */
const machine = chatConnectionMachine.provide({
  delays: { reconnect: ({ context }) => reconnectDelay(context.attempt - 1, defaultChatBackoff, () => 0.5) },
});

function replay(plan: PlannedPath) {
  return replayPath(plan, { machine, actors: new ControlledActors(), clock: new ManualClock() });
}

describeGraphWalk(
  'chat connection machine',
  machine,
  chatConnectionGraph.inputs,
  chatConnectionGraph.events,
  replay,
);
