/**
 * What suites outside the relay (tests/chaos) need to drive the chat for real: an app on a data
 * folder of their choosing, signed-in members, and a chat between them.
 */
export { publishChatDeliveries } from '../services/chat/chat-event-log';
export { openChat } from '../services/chat/open-chat';
export { signInRecruiter } from './chat-members';
export { signInSeeker } from './sign-in';
