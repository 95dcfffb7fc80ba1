import type { TResume, TResumeList } from '@talkhire/contracts';
import { failure } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import type { SendResumeInput } from './machine';

const resume = (id: number, filename: string): TResume => ({
  id,
  filename,
  mime: 'application/pdf',
  size: 48_000,
  created_at: '2026-11-01T09:00:00.000Z',
});

const twoResumes: TResumeList = {
  resumes: [resume(3, 'cv.pdf'), resume(4, 'cv-short.pdf')],
  auto_send_resume_id: 4,
};

/** What the graph walk starts from and sends: on one's own (closed) and answering a request (open). */
export const sendResumeGraph: { inputs: SendResumeInput[]; events: GraphEvent[] } = {
  inputs: [{ open: false }, { open: true }],
  events: [
    { type: 'TOGGLE' },
    { type: 'CHOOSE', resumeId: 3 },
    { type: 'CHOOSE', resumeId: 99 },
    { type: 'SEND' },
    { type: 'xstate.done.actor.loadResumes', output: twoResumes },
    { type: 'xstate.done.actor.loadResumes', output: { resumes: [], auto_send_resume_id: null } },
    { type: 'xstate.error.actor.loadResumes', error: failure(500, 50001) },
    { type: 'xstate.done.actor.sendResume', output: { message_id: 12 } },
    { type: 'xstate.error.actor.sendResume', error: failure(422, 41420) },
  ],
};
