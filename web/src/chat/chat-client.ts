import type { ChatClient } from '@talkhire/workers';
import { machineInspectOptions } from '../machine-inspection';

export type { ChatClient } from '@talkhire/workers';

let client: Promise<ChatClient> | null = null;

/**
 * The page's one chat client, made on first use (design.md "Chat backbone"). Its code (the worker
 * bridge, and the in-tab core with its IndexedDB store where SharedWorker is missing) loads only
 * for a signed-in seeker: a visitor's pages do without it.
 */
export function chatClient(): Promise<ChatClient> {
  client ??= import('@talkhire/workers').then(({ connectChatClient }) =>
    connectChatClient({
      openSharedWorker:
        typeof SharedWorker === 'function'
          ? () =>
              new SharedWorker(new URL('./chat-shared-worker.ts', import.meta.url), {
                type: 'module',
                name: 'talkhire-chat',
              })
          : null,
      tabChannel: 'talkhire-chat-tabs',
      ...machineInspectOptions,
    }),
  );
  return client;
}

/** Spec §4 logout notifies the chat layer: the core stops and this browser's store is emptied. */
export async function signOutChat(): Promise<void> {
  await chatClient()
    .then((chat) => chat.calls.signOut())
    .catch(() => undefined);
}
