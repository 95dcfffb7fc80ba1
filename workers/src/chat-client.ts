import { proxy, wrap } from 'comlink';
import type { InspectionEvent, Observer } from 'xstate';
import type { ChatApi } from './chat-api';
import { type ChatCallCarrier, type ChatCalls, forwardChatCalls, runChatCall } from './chat-calls';
import { ChatCore, type ChatCoreNotice, type ChatStatus } from './chat-core';
import { ChatDatabase } from './chat-db';
import { chatSocketUrl, openBrowserSocket } from './chat-socket-url';
import type { LocksLike } from './leader-election';
import { type ChannelLike, hostChatInTabs } from './tab-host';
import { holdTabLock } from './tab-presence';

/** A page's connection to the chat core, the same on the seeker site and the Boss console. */
export interface ChatClient {
  /** Where the core runs: a SharedWorker, or (without one) the tab elected among this browser's tabs. */
  mode: 'shared-worker' | 'leader-election';
  /** The store the core writes; tabs read it with live queries. */
  db: ChatDatabase;
  calls: ChatCalls;
  /** This tab's id, for `calls.setTabVisible`; the tab holds a Web Lock named after it while it lives. */
  tabId: string;
  /** The core's notices; a new listener hears the latest status at once. */
  subscribe(listener: (notice: ChatCoreNotice) => void): () => void;
}

/**
 * Connects this page to the chat core (design.md "Chat backbone"): the site's SharedWorker when
 * the browser has one, else the tab elected by a Web Lock hosts the core (tab-host.ts). Either
 * way the calls go through the one forwarder of chat-calls.ts, and `setTabVisible` waits until
 * this tab holds its own lock, so the core can tell when the tab dies.
 */
export function connectChatClient(options: {
  /** Opens the site's chat SharedWorker, or null without SharedWorker (vite wants `new SharedWorker(new URL(…))` in the page's source). */
  openSharedWorker: (() => SharedWorker) | null;
  /** The BroadcastChannel of this site's tabs, when they host the core themselves. */
  tabChannel: string;
  /** Test seams: the browser's Web Locks, channels, core and store by default. */
  locks?: LocksLike;
  openChannel?: (name: string) => ChannelLike;
  createCore?: () => ChatCore;
  db?: ChatDatabase;
  /** Inspection of the in-tab core's connection machine (development only). */
  inspect?: Observer<InspectionEvent>;
}): ChatClient {
  const locks = options.locks ?? (globalThis.navigator?.locks as LocksLike | undefined);
  const tabId = crypto.randomUUID();
  const transport = options.openSharedWorker
    ? sharedWorkerTransport(options.openSharedWorker())
    : tabsTransport({
        locks,
        channel: (options.openChannel ?? browserChannel)(options.tabChannel),
        createCore: options.createCore ?? (() => browserCore(options.inspect)),
      });
  const lockHeld = locks ? holdTabLock(locks, tabId) : Promise.resolve();
  const listeners = new Set<(notice: ChatCoreNotice) => void>();
  let status: ChatStatus | null = null;
  transport.listen((notice) => {
    if (notice.type === 'status') status = notice.status;
    for (const listener of listeners) listener(notice);
  });
  return {
    mode: transport.mode,
    db: options.db ?? new ChatDatabase(),
    calls: forwardChatCalls((name, args) =>
      name === 'setTabVisible'
        ? lockHeld.then(() => transport.carry(name, args))
        : transport.carry(name, args),
    ),
    tabId,
    subscribe(listener) {
      listeners.add(listener);
      if (status !== null) listener({ type: 'status', status });
      return () => listeners.delete(listener);
    },
  };
}

interface Transport {
  mode: ChatClient['mode'];
  carry: ChatCallCarrier;
  listen(listener: (notice: ChatCoreNotice) => void): void;
}

/** One core per browser in a SharedWorker, every tab talking to it over comlink. */
function sharedWorkerTransport(worker: SharedWorker): Transport {
  const remote = wrap<ChatApi>(worker.port);
  return {
    mode: 'shared-worker',
    // The remote's methods are the API's, answering promises: runChatCall awaits them alike.
    carry: (name, args) => runChatCall(remote as unknown as ChatApi, name, args),
    listen: (listener) => void remote.subscribe(proxy(listener)),
  };
}

/** Without SharedWorker: the tab holding the leader's Web Lock hosts the same core. */
function tabsTransport(options: {
  locks: LocksLike | undefined;
  channel: ChannelLike;
  createCore: () => ChatCore;
}): Transport {
  if (!options.locks) throw new Error('the chat needs SharedWorker or Web Locks');
  const tabs = hostChatInTabs({
    locks: options.locks,
    channel: options.channel,
    createCore: options.createCore,
  });
  if (typeof addEventListener === 'function') addEventListener('pagehide', () => tabs.close());
  return {
    mode: 'leader-election',
    carry: (name, args) => runChatCall(tabs as unknown as ChatApi, name, args),
    listen: (listener) => void tabs.subscribe(listener),
  };
}

function browserChannel(name: string): ChannelLike {
  // The channel only ever carries this site's tabs' own messages; the handler reads nothing but data.
  return new BroadcastChannel(name) as unknown as ChannelLike;
}

function browserCore(inspect: Observer<InspectionEvent> | undefined): ChatCore {
  return new ChatCore({
    db: new ChatDatabase(),
    connect: (handlers) => openBrowserSocket(chatSocketUrl(location), handlers),
    ...(inspect ? { inspect } : {}),
  });
}
