/** The chat feature's public entry: what other folders may import from it. */

export { ChatHeaderLink } from './ChatHeaderLink';
export { ChatPage } from './ChatPage';
export { ChatProvider, useChat } from './ChatProvider';
export { signOutChat } from './chat-client';
export { notifyIncoming } from './chat-notification';
export { StartChatButton } from './StartChatButton';
export { trackTabActivity } from './tab-activity';
