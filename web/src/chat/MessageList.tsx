import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import type { ChatClient } from './chat-client';
import type { ChatRow } from './chat-rows';
import { MessageBubble } from './MessageBubble';
import { openingWindow, widerWindowStart } from './message-window';

/** Virtuoso's index of the first item; it goes down as older messages are prepended. */
const firstIndexBase = 1_000_000;

/**
 * The messages of one chat, virtualised (a chat of 10,000 messages renders a screenful): it opens at
 * the newest, follows new messages while at the bottom, and reads older pages from the store when
 * scrolled to the top (message-window.ts). Messages still sending or failed follow the sent ones.
 */
export function MessageList({
  client,
  row,
  me,
  counterpartName,
}: {
  client: ChatClient;
  row: ChatRow;
  me: number;
  counterpartName: string;
}) {
  const { t } = useTranslation();
  const { db } = client;
  const chatId = row.chat.id;
  const initialFrom = useRef(Math.max(0, (row.last?.chat_seq ?? 0) - openingWindow));
  const [fromSeq, setFromSeq] = useState(initialFrom.current);
  const messages = useLiveQuery(async () => {
    const sent = await db.messages
      .where('[chat_id+chat_seq]')
      .between([chatId, fromSeq], [chatId, Dexie.maxKey], true, true)
      .toArray();
    const unsent = await db.messages
      .where('[chat_id+state]')
      .anyOf([
        [chatId, 'sending'],
        [chatId, 'failed'],
      ])
      .toArray();
    const waiting = unsent
      .filter((m) => m.chat_seq === undefined)
      .sort((a, b) => a.sent_at.localeCompare(b.sent_at));
    return [...sent, ...waiting];
  }, [db, chatId, fromSeq]);
  const items = messages ?? [];
  const older = useMemo(
    () => items.filter((m) => m.chat_seq !== undefined && m.chat_seq < initialFrom.current).length,
    [items],
  );
  const other = row.chat.jobseeker_id === me ? row.chat.recruiter_user_id : row.chat.jobseeker_id;
  const readByOther = row.chat.read_up_to[other] ?? 0;

  // Reading the open chat moves this member's read mark (the other side then sees it as read).
  const newest = row.last?.chat_seq ?? 0;
  const myRead = row.chat.read_up_to[me] ?? 0;
  useEffect(() => {
    const read = () => {
      if (newest > myRead && document.visibilityState === 'visible')
        void client.calls.markRead(chatId, newest);
    };
    read();
    // What arrived while the tab was hidden is read when the seeker comes back to it.
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [client, chatId, newest, myRead]);

  if (!messages) return <div className="messages" aria-busy="true" />;
  const firstItemIndex = firstIndexBase - older;
  return (
    <Virtuoso
      className="messages"
      data-testid="messages"
      role="log"
      aria-label={t('chat.messages_label')}
      data={items}
      firstItemIndex={firstItemIndex}
      initialTopMostItemIndex={Math.max(0, items.length - 1)}
      alignToBottom
      // New messages scroll into view while at the bottom, and always when they are this member's own.
      followOutput={(atBottom) =>
        atBottom || items[items.length - 1]?.sender_user_id === me ? 'smooth' : false
      }
      startReached={() => {
        if (fromSeq > 0) setFromSeq((from) => widerWindowStart(from, newest));
      }}
      computeItemKey={(index, fromData) => (items[index - firstItemIndex] ?? fromData).client_id}
      // By index, not by the data Virtuoso hands over: its first pass measures one item at the
      // opening index (the newest) but passes it the first item's data, so the newest message would
      // only be painted four frames later, once the list has scrolled to it.
      itemContent={(index, fromData) => {
        const message = items[index - firstItemIndex] ?? fromData;
        return (
          <MessageBubble
            client={client}
            message={message}
            mine={message.sender_user_id === me}
            readByOther={readByOther}
            counterpartName={counterpartName}
            jobseekerId={row.chat.jobseeker_id}
          />
        );
      }}
    />
  );
}
