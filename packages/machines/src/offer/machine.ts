import { chatActionLimits, offerStatuses } from '@talkhire/contracts';
import { assign, setup } from 'xstate';
import type { ChatParty } from '../interview/types';

export type OfferStatus = (typeof offerStatuses)[number];
export { offerStatuses };

export interface OfferContext {
  /** The seeker's reason when they reject it. */
  reason: string | null;
}

export type OfferEvent =
  | { type: 'ACCEPT'; by: ChatParty }
  | { type: 'REJECT'; by: ChatParty; reason: string };

export const offerRules = { reasonMax: chatActionLimits.reasonMax } as const;

/**
 * An offer (spec §4): the Boss sends one in the chat, the seeker accepts it or rejects it with a
 * reason. Used by the relay to accept or refuse the answer and by both sites to draw the card.
 */
export const offerMachine = setup({
  types: { context: {} as OfferContext, events: {} as OfferEvent },
  guards: {
    bySeeker: ({ event }) => event.by === 'jobseeker',
    rejectsWithReason: ({ event }) =>
      event.type === 'REJECT' &&
      event.by === 'jobseeker' &&
      event.reason.trim().length > 0 &&
      event.reason.trim().length <= offerRules.reasonMax,
  },
}).createMachine({
  id: 'offer',
  description: 'An offer the Boss sent in the chat, until the seeker answers it.',
  context: { reason: null },
  initial: 'sent',
  states: {
    sent: {
      description: 'Waiting for the seeker to accept or reject it.',
      on: {
        ACCEPT: { guard: 'bySeeker', target: 'accepted' },
        REJECT: {
          guard: 'rejectsWithReason',
          target: 'rejected',
          actions: assign({ reason: ({ event }) => (event.type === 'REJECT' ? event.reason.trim() : null) }),
        },
      },
    },
    accepted: { type: 'final', description: 'The seeker accepted the offer.' },
    rejected: { type: 'final', description: 'The seeker rejected the offer, with a reason.' },
  },
});
