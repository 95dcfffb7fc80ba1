import type { TChatMessageBody } from '@talkhire/contracts';
import { proxy } from 'comlink';
import type { ChatCore, ChatCoreNotice } from './chat-core';
import type { LocksLike } from './leader-election';
import { watchTabPresence } from './tab-presence';

/**
 * What a tab may ask of the chat core, over comlink or the tabs' channel (chat-calls.ts carries
 * it). Tabs read messages and chats from Dexie with live queries; they act only through here.
 * With `locks`, a tab that said it is visible is watched by its Web Lock (tab-presence.ts), so one
 * that dies without a word stops counting as visible; `signal` ends the watching.
 */
export function createChatApi(core: ChatCore, options: { locks?: LocksLike; signal?: AbortSignal } = {}) {
  const tabs = options.locks
    ? watchTabPresence(options.locks, (tabId) => core.setTabVisible(tabId, false), options.signal)
    : null;
  return {
    /** After sign-in (or on load when signed in): connect and keep connected. */
    start: () => core.start(),
    /** Spec §4: logout notifies the chat layer; the store of the signed-out user is emptied. */
    signOut: () => core.signOut(),
    /** `clientId` lets a caller that may ask twice (another tab) keep one message. */
    send: (chatId: number, body: TChatMessageBody, clientId?: string) => core.send(chatId, body, clientId),
    resend: (clientId: string) => core.resend(clientId),
    markRead: (chatId: number, upToSeq: number) => core.markRead(chatId, upToSeq),
    setChatState: (chatId: number, change: { pinned?: boolean; muted?: boolean; not_interested?: boolean }) =>
      core.setChatState(chatId, change),
    deleteChat: (chatId: number) => core.deleteChat(chatId),
    recall: (messageId: number) => core.recall(messageId),
    hideMessage: (clientId: string) => core.hideMessage(clientId),
    setTabVisible: (tabId: string, visible: boolean) => {
      core.setTabVisible(tabId, visible);
      tabs?.watch(tabId);
    },
    /** The browser's `online` / `offline` events, forwarded by a tab. */
    setNetwork: (online: boolean) => core.setNetwork(online),
    status: () => core.getStatus(),
    /** The listener must come wrapped in comlink's `proxy`; the answer unsubscribes. */
    subscribe: (listener: (notice: ChatCoreNotice) => void) => proxy(core.subscribe(listener)),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
