import { ControlledActors } from '../testing/controlled-actors';
import { type GraphEvent, type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { type ChatExchangeContext, chatExchangeMachine } from './machine';

const inputs: ChatExchangeContext[] = [
  { kind: 'mobile', requestedBy: 'jobseeker' },
  { kind: 'mobile', requestedBy: 'recruiter' },
  { kind: 'resume', requestedBy: 'recruiter' },
];

const events: GraphEvent[] = [
  { type: 'ACCEPT', by: 'jobseeker' },
  { type: 'ACCEPT', by: 'recruiter' },
  { type: 'DECLINE', by: 'jobseeker' },
  { type: 'DECLINE', by: 'recruiter' },
];

function replay(plan: PlannedPath) {
  return replayPath(plan, {
    machine: chatExchangeMachine,
    actors: new ControlledActors(),
    clock: new ManualClock(),
  });
}

describeGraphWalk('chat exchange machine', chatExchangeMachine, inputs, events, replay);
