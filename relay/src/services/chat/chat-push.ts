import type { Bus } from '../../bus/bus';

/** The bus channel of push frames: not events of the log, so never replayed. */
export const chatPushChannel = 'chat:push';

export interface ChatPush {
  user_id: number;
  chat_id: number;
}

/**
 * Spec §2/§7: a push of type `jobseeker_redirect` sends the seeker's open pages to
 * `/chat/{chatId}`. Sent when a Boss opens a chat with an applicant; every relay hands it to the
 * sockets it holds for that seeker.
 */
export async function publishChatPush(bus: Bus, push: ChatPush): Promise<void> {
  await bus.publish(chatPushChannel, push);
}
