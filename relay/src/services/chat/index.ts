/** The chat feature's public entry: what other folders may import from it. */
export { appendChatEvent, type ChatDelivery, publishChatDeliveries } from './chat-event-log';
export { chatFileRoutes } from './chat-file-routes';
export { publishChatPush } from './chat-push';
export { chatStartRoutes } from './chat-start-routes';
export { queueChatWebPushes } from './chat-web-pushes';
export { commonPhraseRoutes } from './common-phrase-routes';
export { openChat } from './open-chat';
export { ensureRecruiterChatAccount } from './recruiter-chat-account';
export { type ResponseStats, responseStats } from './response-stats';
export { chatRoutes } from './routes';
export { type ChatSendInput, storeChatMessages } from './send-chat-messages';
export { greetingClientId, relayClientId, seekerGreetingClientId } from './start-chat';
