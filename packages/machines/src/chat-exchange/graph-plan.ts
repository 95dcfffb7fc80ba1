import type { GraphEvent } from '../testing/graph-coverage';
import type { ChatExchangeContext } from './machine';

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

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const chatExchangeGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: inputs, events };
