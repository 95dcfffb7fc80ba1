/** The chat feature's public entry: what other folders may import from it. */
export { appendChatEvents, type ChatDelivery, publishChatDeliveries } from './chat-event-log';
export { chatFileRoutes } from './chat-file-routes';
export { eraseLoggedMessages } from './chat-member-actions';
export { publishChatPush } from './chat-push';
export { chatStartRoutes } from './chat-start-routes';
export { commonPhraseRoutes } from './common-phrase-routes';
export { openChat } from './open-chat';
export { chatRoutes } from './routes';
