import type { GraphEvent } from '../testing/graph-coverage';
import { at, invitation } from './test-fixtures';

const events: GraphEvent[] = [
  { type: 'ACCEPT', by: 'jobseeker', slot: 0, at: at.fourHoursBefore, bannedUntil: null },
  { type: 'DECLINE', by: 'jobseeker' },
  { type: 'REJECT', by: 'jobseeker', reason: 'I found another job' },
  { type: 'CANCEL', by: 'recruiter', at: at.fourHoursBefore, reason: 'The position is filled' },
  { type: 'CANCEL', by: 'jobseeker', at: at.fourHoursBefore, reason: 'I am unwell' },
  { type: 'CHECK_IN', by: 'jobseeker', at: at.tenMinutesBefore },
  { type: 'CHECK_IN', by: 'jobseeker', at: at.tenMinutesIn },
  { type: 'TICK', at: at.start },
  { type: 'TICK', at: at.end },
  { type: 'TICK', at: at.dayAfterEnd },
  { type: 'MARK_ATTENDANCE', by: 'recruiter', attended: true },
  { type: 'MARK_ATTENDANCE', by: 'recruiter', attended: false },
  { type: 'SET_RESULT', by: 'recruiter', result: 'passed' },
  { type: 'SET_RESULT', by: 'recruiter', result: 'not_suitable' },
  { type: 'SET_RESULT', by: 'recruiter', result: 'not_attended' },
  { type: 'REQUEST_RESULT', by: 'jobseeker', at: at.end },
];

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const interviewGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: [invitation], events };
