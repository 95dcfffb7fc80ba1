import { ControlledActors } from '../testing/controlled-actors';
import { type GraphEvent, type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { offerMachine } from './machine';

const events: GraphEvent[] = [
  { type: 'ACCEPT', by: 'jobseeker' },
  { type: 'ACCEPT', by: 'recruiter' },
  { type: 'REJECT', by: 'jobseeker', reason: 'The salary is too low' },
  { type: 'REJECT', by: 'jobseeker', reason: '   ' },
];

function replay(plan: PlannedPath) {
  return replayPath(plan, {
    machine: offerMachine,
    actors: new ControlledActors(),
    clock: new ManualClock(),
  });
}

describeGraphWalk('offer machine', offerMachine, [undefined], events, replay);
