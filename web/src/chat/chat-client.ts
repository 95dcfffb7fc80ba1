import { type ChatClient, connectChatClient } from '@talkhire/workers';

export type { ChatClient } from '@talkhire/workers';

let client: ChatClient | null = null;

/** The page's one chat client, made on first use (design.md "Chat backbone"). */
export function chatClient(): ChatClient {
  client ??= connectChatClient({
    openSharedWorker:
      typeof SharedWorker === 'function'
        ? () =>
            new SharedWorker(new URL('./chat-shared-worker.ts', import.meta.url), {
              type: 'module',
              name: 'talkhire-chat',
            })
        : null,
    tabChannel: 'talkhire-chat-tabs',
  });
  return client;
}

/** Spec §4 logout notifies the chat layer: the core stops and this browser's store is emptied. */
export async function signOutChat(): Promise<void> {
  await chatClient()
    .calls.signOut()
    .catch(() => undefined);
}
