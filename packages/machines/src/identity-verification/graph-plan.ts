import { failure } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import { citizenInfo, citizenVerified } from './test-fixtures';
import type { IdentityVerificationInput } from './types';

const inputs: IdentityVerificationInput[] = [{ redirectUri: 'https://talkhire.example/myinfo/callback' }];

const events: GraphEvent[] = [
  { type: 'IDENTITY.PREPARE' },
  { type: 'IDENTITY.LEAVE' },
  { type: 'IDENTITY.RETURNED' },
  { type: 'IDENTITY.SUBMIT' },
  { type: 'IDENTITY.LATER' },
  { type: 'IDENTITY.CLOSE' },
  {
    type: 'xstate.done.actor.fetchAuthoriseUrl',
    output: { authorise_url: 'https://id.example/authorize?state=s1' },
  },
  { type: 'xstate.error.actor.fetchAuthoriseUrl', error: failure(503, 41431) },
  { type: 'xstate.after.authoriseUrlFresh.identityVerification.Ready' },
  { type: 'xstate.done.actor.loadUserInfo', output: citizenInfo },
  { type: 'xstate.error.actor.loadUserInfo', error: failure(422, 41432) },
  { type: 'xstate.done.actor.verify', output: citizenVerified },
  { type: 'xstate.error.actor.verify', error: failure(422, 41431) },
  { type: 'xstate.error.actor.verify', error: failure(0, 0) },
];

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const identityVerificationGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs, events };
