import { endpoints, type TChatCard } from '@talkhire/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useEndpointQuery, useInvalidate } from '../api/endpoint-queries';

/**
 * Who and what each chat is about (the Boss, company, job, activity), from the relay; read again
 * when `key` changes (a chat appears or changes job: the socket changed it, not a mutation here).
 */
export function useChatCards(key: string): Map<number, TChatCard> {
  const cards = useEndpointQuery(endpoints.chat.cards, {}, { quiet: true });
  const invalidate = useInvalidate();
  const readFor = useRef(key);
  useEffect(() => {
    if (readFor.current === key) return;
    readFor.current = key;
    void invalidate(endpoints.chat.cards);
  }, [invalidate, key]);
  const chats = cards.data?.chats;
  return useMemo(() => new Map((chats ?? []).map((c) => [c.chat_id, c])), [chats]);
}
