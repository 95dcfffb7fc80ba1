export { type ChatApi, createChatApi } from './chat-api';
export { type ChatCallName, type ChatCalls, chatCallNames, forwardChatCalls } from './chat-calls';
export { type ChatClient, connectChatClient } from './chat-client';
export {
  ChatCore,
  type ChatCoreNotice,
  type ChatCoreOptions,
  type ChatSocket,
  type ChatSocketHandlers,
  type ChatStatus,
} from './chat-core';
export {
  type ChatCursor,
  ChatDatabase,
  chatDbVersions,
  type OutboxItem,
  recordKey,
  type StoredChat,
  type StoredMessage,
  type StoredRecord,
} from './chat-db';
export { chatSocketUrl, openBrowserSocket } from './chat-socket-url';
export { electLeader, type LocksLike } from './leader-election';
export { type OpenChatMessage, shouldShowPush, windowForClick } from './notification-windows';
export { type ChannelLike, hostChatInTabs, type TabChat } from './tab-host';
export { holdTabLock, tabLockName, watchTabPresence } from './tab-presence';
