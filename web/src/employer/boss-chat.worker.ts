import '../zod-without-eval';
import { ChatCore, ChatDatabase, chatSocketUrl, createChatApi, openBrowserSocket } from '@talkhire/workers';
import { expose } from 'comlink';

/**
 * The employer site's chat SharedWorker: the same core as the seeker site's, on the employer
 * origin, so it has its own socket (the recruiter's session cookie) and its own Dexie store.
 */
const core = new ChatCore({
  db: new ChatDatabase(),
  connect: (handlers) => openBrowserSocket(chatSocketUrl(self.location), handlers),
});
const api = createChatApi(core);

(self as unknown as { onconnect: (event: MessageEvent) => void }).onconnect = (event) => {
  const port = event.ports[0];
  if (port) expose(api, port);
};
