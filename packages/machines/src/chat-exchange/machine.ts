import { chatExchangeKinds, chatExchangeStatuses } from '@talkhire/contracts';
import { setup } from 'xstate';
import type { ChatParty } from '../interview/types';

export type ChatExchangeKind = (typeof chatExchangeKinds)[number];
export type ChatExchangeStatus = (typeof chatExchangeStatuses)[number];
export { chatExchangeKinds, chatExchangeStatuses };

export interface ChatExchangeContext {
  kind: ChatExchangeKind;
  requestedBy: ChatParty;
}

export type ChatExchangeEvent = { type: 'ACCEPT'; by: ChatParty } | { type: 'DECLINE'; by: ChatParty };

/**
 * A request made in a chat (spec §4): exchanging mobile numbers (either side asks) or the Boss asking
 * for a resume. Only the other side answers it; accepted it is finished (the numbers show to both,
 * or the resume is sent), else declined.
 */
export const chatExchangeMachine = setup({
  types: {
    context: {} as ChatExchangeContext,
    events: {} as ChatExchangeEvent,
    input: {} as ChatExchangeContext,
  },
  guards: {
    byTheOtherSide: ({ context, event }) => event.by !== context.requestedBy,
  },
}).createMachine({
  id: 'chatExchange',
  description: 'A mobile-number exchange or a resume request, answered by the other side.',
  context: ({ input }) => input,
  initial: 'requested',
  states: {
    requested: {
      description: 'Asked; waiting for the other side.',
      on: {
        ACCEPT: { guard: 'byTheOtherSide', target: 'finished' },
        DECLINE: { guard: 'byTheOtherSide', target: 'declined' },
      },
    },
    finished: { type: 'final', description: 'Accepted: the numbers are shared, or the resume was sent.' },
    declined: { type: 'final', description: 'The other side said no.' },
  },
});
