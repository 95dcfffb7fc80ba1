import type { ChatApi } from './chat-api';

/**
 * Every call a tab makes of the chat core, wherever the core runs (a SharedWorker, or the tab
 * elected to host it): the one list the forwarders and the host's dispatch are built from.
 */
export const chatCallNames = [
  'start',
  'signOut',
  'send',
  'resend',
  'markRead',
  'status',
  'setChatState',
  'deleteChat',
  'recall',
  'hideMessage',
  'setTabVisible',
  'setNetwork',
] as const satisfies readonly (keyof ChatApi)[];

export type ChatCallName = (typeof chatCallNames)[number];

/** The calls as a tab makes them: each answers a promise, whatever carries it to the core. */
export type ChatCalls = {
  [K in ChatCallName]: (...args: Parameters<ChatApi[K]>) => Promise<Awaited<ReturnType<ChatApi[K]>>>;
};

/** Carries one call to the core and brings its answer back (comlink, a BroadcastChannel…). */
export type ChatCallCarrier = <K extends ChatCallName>(
  name: K,
  args: Parameters<ChatApi[K]>,
) => Promise<Awaited<ReturnType<ChatApi[K]>>>;

/**
 * The tab's side of the forwarder: every call of `chatCallNames`, carried by `carry`. A send names
 * its client_id here, in the asking tab, so a call carried twice (its answer lost with a leader
 * tab) still queues one message.
 */
export function forwardChatCalls(carry: ChatCallCarrier): ChatCalls {
  const calls = Object.fromEntries(
    chatCallNames.map((name) => [name, (...args: never[]) => carry(name, args as never)]),
  ) as ChatCalls;
  calls.send = (chatId, body, clientId = crypto.randomUUID()) => carry('send', [chatId, body, clientId]);
  return calls;
}

/** The core's side: runs a carried call on the chat API. */
export async function runChatCall<K extends ChatCallName>(
  api: ChatApi,
  name: K,
  args: Parameters<ChatApi[K]>,
): Promise<Awaited<ReturnType<ChatApi[K]>>> {
  const method = api[name] as (...given: Parameters<ChatApi[K]>) => unknown;
  return (await method(...args)) as Awaited<ReturnType<ChatApi[K]>>;
}
