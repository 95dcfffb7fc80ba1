import { endpoints } from '@talkhire/contracts';
import type { ChatCoreNotice } from '@talkhire/workers';
import { useEffect } from 'react';
import { useInvalidate } from '../api/endpoint-queries';
import { useChat } from '../chat';
import { readSessionUser } from '../session/session-context';

/**
 * New notices arrive over the chat socket (a `notification` frame the chat worker passes to every
 * tab): the count and the list are read again at once, so the badge and an open list follow live.
 */
export function useLiveNotifications() {
  const chat = useChat();
  const invalidate = useInvalidate();
  useEffect(() => {
    if (!chat) return;
    return chat.subscribe((notice: ChatCoreNotice) => {
      // A socket that (re)connects missed what came while it was away (frames are not replayed):
      // the count and list are read again then too.
      const missed = notice.type === 'status' && notice.status === 'live';
      if (notice.type !== 'notification' && !missed) return;
      // A logout stops the chat while this bell is still shown: its session is already gone then.
      if (!readSessionUser()) return;
      void invalidate(endpoints.notificationCenter.unreadCount, endpoints.notificationCenter.list);
    });
  }, [chat, invalidate]);
}
