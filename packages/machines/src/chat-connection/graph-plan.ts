import type { GraphEvent } from '../testing/graph-coverage';

/** What the graph walk starts from and sends (the machine takes no input). */
export const chatConnectionGraph: { inputs: unknown[]; events: GraphEvent[] } = {
  inputs: [undefined],
  events: [
    { type: 'START' },
    { type: 'STOP' },
    { type: 'NETWORK.ONLINE' },
    { type: 'NETWORK.OFFLINE' },
    { type: 'HELLO_SENT' },
    { type: 'SYNCED' },
    { type: 'SOCKET_CLOSED' },
    { type: 'xstate.after.reconnect.chatConnection.waiting.backoff' },
  ],
};
