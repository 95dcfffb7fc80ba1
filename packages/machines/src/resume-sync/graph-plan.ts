import { failure } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import type { ResumeSyncInput } from './machine';
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

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const resumeSyncGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: inputs, events };
