import { failure, sessionUser } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import { application, registration, resume, uploaded } from './test-fixtures';
import type { QuickApplyInput } from './types';

const inputs: QuickApplyInput[] = [
  { jobId: 7, externalApplyUrl: null, source: 'web' },
  { jobId: 8, externalApplyUrl: 'https://careers.example.com/ph/1/jobs/25', source: 'mobile_web' },
];

const events: GraphEvent[] = [
  { type: 'QUICK_APPLY.SUBMIT', registration, resume, firstMessage: ' Hello ' },
  { type: 'QUICK_APPLY.SUBMIT', registration, resume: { ...resume, name: 'photo.png' }, firstMessage: '' },
  { type: 'QUICK_APPLY.RETRY' },
  { type: 'QUICK_APPLY.CHOOSE_RESUME', resume: { ...resume, name: 'cv2.docx' } },
  { type: 'QUICK_APPLY.CHOOSE_RESUME', resume: { ...resume, size: 6 * 1024 * 1024 } },
  { type: 'xstate.done.actor.register', output: sessionUser({ is_new_account: true }) },
  { type: 'xstate.error.actor.register', error: failure(422, 41001) },
  { type: 'xstate.done.actor.uploadResume', output: uploaded },
  { type: 'xstate.error.actor.uploadResume', error: failure(415, 41264) },
  { type: 'xstate.done.actor.apply', output: application },
  { type: 'xstate.error.actor.apply', error: failure(409, 40001) },
  { type: 'xstate.done.actor.clickExternal', output: { job_id: 8, external_apply_url: 'x' } },
  { type: 'xstate.error.actor.clickExternal', error: failure(0, 0) },
];

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const quickApplyGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: inputs, events };
