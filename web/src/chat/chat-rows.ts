import type { TChatCard } from '@talkhire/contracts';
import type { StoredChat, StoredMessage } from '@talkhire/workers';

/** One line of the conversation list: the synced chat, its last message, unread count and card. */
export interface ChatRow {
  chat: StoredChat;
  last: StoredMessage | undefined;
  unread: number;
}

export type ChatFilter =
  | { kind: 'all' }
  | { kind: 'unread' }
  | { kind: 'not_interested' }
  | { kind: 'job'; jobId: number };

/**
 * The list as shown: the not-interested folder apart from the rest, a deleted chat hidden until a
 * newer message arrives (its old messages are erased, so any message left is newer), pinned chats
 * first, then the most recent activity first.
 */
export function visibleRows(rows: ChatRow[], filter: ChatFilter): ChatRow[] {
  return rows
    .filter(({ chat, last, unread }) => {
      if (chat.state?.deleted && !last) return false;
      const notInterested = chat.state?.not_interested ?? false;
      if (filter.kind === 'not_interested') return notInterested;
      if (notInterested) return false;
      if (filter.kind === 'unread') return unread > 0;
      if (filter.kind === 'job') return chat.job_id === filter.jobId;
      return true;
    })
    .sort((a, b) => {
      const pinned = Number(b.chat.state?.pinned ?? false) - Number(a.chat.state?.pinned ?? false);
      return pinned !== 0 ? pinned : activityOf(b).localeCompare(activityOf(a));
    });
}

/** The jobs the seeker chats about, for the by-job filter. */
export function jobsOf(cards: TChatCard[]): { jobId: number; title: string }[] {
  const seen = new Map<number, string>();
  for (const card of cards) if (card.job_id !== null && card.job_title) seen.set(card.job_id, card.job_title);
  return [...seen].map(([jobId, title]) => ({ jobId, title }));
}

function activityOf(row: ChatRow): string {
  return new Date(row.last?.sent_at ?? row.chat.created_at).toISOString();
}
