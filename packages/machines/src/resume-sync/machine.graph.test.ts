import type { TResumeSyncResult, TSyncableContent } from '@talkhire/contracts';
import { ControlledActors } from '../testing/controlled-actors';
import { failure } from '../testing/fixtures';
import { type GraphEvent, type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { type ResumeSyncInput, resumeSyncMachine } from './machine';
import { foundContent } from './test-fixtures';

const inputs: ResumeSyncInput[] = [{ resumeId: 7 }];

const events: GraphEvent[] = [
  { type: 'SYNC.TOGGLE', id: 'work_experience-0' },
  { type: 'SYNC.TOGGLE', id: 'email-0' },
  { type: 'SYNC.CONFIRM' },
  { type: 'SYNC.RETRY' },
  { type: 'xstate.done.actor.readContent', output: foundContent },
  { type: 'xstate.done.actor.readContent', output: { ...foundContent, items: [] } },
  { type: 'xstate.error.actor.readContent', error: failure(422, 41281) },
  { type: 'xstate.error.actor.readContent', error: failure(500, 50001) },
  { type: 'xstate.done.actor.sync', output: { applied: ['work_experience-0'], skipped: [] } },
  { type: 'xstate.error.actor.sync', error: failure(422, 41288) },
];

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = resumeSyncMachine.provide({
    actors: {
      readContent: actors.promise<TSyncableContent, { resumeId: number }>(),
      sync: actors.promise<TResumeSyncResult, { resumeId: number; itemIds: string[] }>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock() });
}

describeGraphWalk('resume sync machine', resumeSyncMachine, inputs, events, replay);
