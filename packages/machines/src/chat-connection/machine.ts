import { assign, setup } from 'xstate';
import { reconnectDelay } from './reconnect-backoff';

/** The status the chat core reports to its tabs: the machine's top-level state. */
export type ChatConnectionStatus = 'stopped' | 'connecting' | 'syncing' | 'live' | 'waiting';

export interface ChatConnectionContext {
  /** Reconnects planned since the socket last caught up with the relay (the backoff's exponent). */
  attempt: number;
  /** The browser says it has no network: no socket is tried until it is back. */
  offline: boolean;
}

export type ChatConnectionEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'NETWORK.ONLINE' }
  | { type: 'NETWORK.OFFLINE' }
  | { type: 'HELLO_SENT' }
  | { type: 'SYNCED' }
  | { type: 'SOCKET_CLOSED' };

/** The default backoff between reconnects (the chat core may pass its own). */
export const defaultChatBackoff = { baseMs: 500, maxMs: 30_000 } as const;

/**
 * Past this exponent the backoff's delay no longer grows (the ceiling is reached long before), so
 * the count stops too: the state stays finite and the graph walk can visit all of it.
 */
const attemptCeiling = 31;

/**
 * The chat socket of the workers' chat core (design.md "Chat backbone"): it connects, says hello
 * once the relay welcomed it, is live once the replay is synced, and after any drop waits a
 * backoff (exponential, with jitter) before the next try, or for the network to come back. The
 * core provides the effects (`openSocket`, `dropSocket`) and reports what the socket says.
 */
export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
  },
  actions: {
    /** Opens a new socket; its frames and its close come back as events. */
    openSocket: () => {},
    /** Closes the current socket, if any; what was in flight is sent again on the next one. */
    dropSocket: () => {},
    planReconnect: assign({ attempt: ({ context }) => Math.min(context.attempt + 1, attemptCeiling) }),
    resetAttempts: assign({ attempt: 0 }),
    markOffline: assign({ offline: true }),
    markOnline: assign({ offline: false }),
  },
  guards: {
    offline: ({ context }) => context.offline,
  },
  delays: {
    /** Before reconnect number `attempt` (1 first): `reconnectDelay` of the attempt before. */
    reconnect: ({ context }) => reconnectDelay(context.attempt - 1, defaultChatBackoff),
  },
}).createMachine({
  id: 'chatConnection',
  description: "The chat core's socket to the relay, from start to stop, reconnecting after drops.",
  context: { attempt: 0, offline: false },
  initial: 'stopped',
  on: {
    STOP: { target: '.stopped', actions: 'dropSocket' },
  },
  states: {
    stopped: {
      description: 'Not connected and not trying: signed out, or not started yet.',
      on: {
        START: [{ guard: 'offline', target: 'waiting.offline' }, { target: 'connecting' }],
        'NETWORK.OFFLINE': { actions: 'markOffline' },
        'NETWORK.ONLINE': { actions: 'markOnline' },
      },
    },
    connecting: {
      description: 'A socket is opening; the relay welcomes it, then the core says hello with its last seq.',
      entry: 'openSocket',
      on: {
        HELLO_SENT: 'syncing',
        SOCKET_CLOSED: { target: 'waiting.backoff', actions: 'planReconnect' },
        'NETWORK.OFFLINE': { target: 'waiting.offline', actions: ['dropSocket', 'markOffline'] },
      },
    },
    syncing: {
      description: 'Hello sent: the relay replays the events after our last seq, then says synced.',
      on: {
        SYNCED: { target: 'live', actions: 'resetAttempts' },
        SOCKET_CLOSED: { target: 'waiting.backoff', actions: 'planReconnect' },
        'NETWORK.OFFLINE': { target: 'waiting.offline', actions: ['dropSocket', 'markOffline'] },
      },
    },
    live: {
      description: 'Caught up: new events arrive as they happen and sends go out at once.',
      on: {
        SOCKET_CLOSED: { target: 'waiting.backoff', actions: 'planReconnect' },
        'NETWORK.OFFLINE': { target: 'waiting.offline', actions: ['dropSocket', 'markOffline'] },
      },
    },
    waiting: {
      description: 'No socket: sends wait in the outbox until the next one.',
      initial: 'backoff',
      states: {
        backoff: {
          description: 'The socket dropped: the next try waits a growing delay with jitter.',
          after: { reconnect: '#chatConnection.connecting' },
          on: {
            'NETWORK.OFFLINE': { target: 'offline', actions: 'markOffline' },
          },
        },
        offline: {
          description: 'The browser is offline: the next try waits for the network to come back.',
          on: {
            'NETWORK.ONLINE': {
              target: '#chatConnection.connecting',
              actions: ['markOnline', 'resetAttempts'],
            },
          },
        },
      },
    },
  },
});

/** The status a snapshot's state stands for. */
export function chatConnectionStatus(value: unknown): ChatConnectionStatus {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return top as ChatConnectionStatus;
}
