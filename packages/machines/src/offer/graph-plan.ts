import type { GraphEvent } from '../testing/graph-coverage';

const events: GraphEvent[] = [
  { type: 'ACCEPT', by: 'jobseeker' },
  { type: 'ACCEPT', by: 'recruiter' },
  { type: 'REJECT', by: 'jobseeker', reason: 'The salary is too low' },
  { type: 'REJECT', by: 'jobseeker', reason: '   ' },
];

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const offerGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: [undefined], events };
