import type { TChatEvent } from '@talkhire/contracts';
import type { Db } from '../db/database';
import { type ChatLogEntry, memberChatHeads, readChatLogs } from '../services/chat/chat-event-log';

/** More positions than any test chat has: one read takes a chat's whole log. */
const wholeLog = 1_000_000;

/**
 * One chat's log from its start as `userId` reads it: every position, with a null event where
 * this member only steps over it (the other member's own events, what this member deleted).
 */
export async function chatLogOf(db: Db, chatId: number, userId: number): Promise<ChatLogEntry[]> {
  const logs = await readChatLogs(db, { userId, from: [[chatId, 0]], limit: wholeLog });
  return logs.get(chatId) ?? [];
}

export interface ReplayedEvent {
  chat_id: number;
  seq: number;
  event: TChatEvent;
}

/**
 * What a new browser of the member is replayed (a hello naming no chat): each of their chats' log
 * from its start, chat after chat in id order, without the positions this member steps over.
 */
export async function replayedTo(db: Db, userId: number): Promise<ReplayedEvent[]> {
  const heads = await memberChatHeads(db, userId);
  const replayed: ReplayedEvent[] = [];
  for (const chatId of [...heads.keys()].sort((a, b) => a - b)) {
    for (const { seq, event } of await chatLogOf(db, chatId, userId))
      if (event) replayed.push({ chat_id: chatId, seq, event });
  }
  return replayed;
}
