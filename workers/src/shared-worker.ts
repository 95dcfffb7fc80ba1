import { expose } from 'comlink';
import type { InspectionEvent, Observer } from 'xstate';
import { createChatApi } from './chat-api';
import { ChatCore } from './chat-core';
import { ChatDatabase } from './chat-db';
import { chatSocketUrl, openBrowserSocket } from './chat-socket-url';

/**
 * The SharedWorker of both sites (each site's worker is its own, on its own origin): one chat core
 * per browser; every tab's port gets the same API, which watches each tab's Web Lock. The site's
 * worker script calls it, passing the developers' inspection in development.
 */
export function serveChatInSharedWorker(
  options: { inspect?: Observer<InspectionEvent> | undefined } = {},
): void {
  const core = new ChatCore({
    db: new ChatDatabase(),
    connect: (handlers) => openBrowserSocket(chatSocketUrl(self.location), handlers),
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  const api = createChatApi(core, { locks: self.navigator.locks });
  (self as unknown as { onconnect: (event: MessageEvent) => void }).onconnect = (event) => {
    const port = event.ports[0];
    if (port) expose(api, port);
  };
}
