import { type TChatCard, ZChatCards } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context';

/**
 * Who and what each chat is about (the Boss, company, job, activity), from the relay; fetched
 * again when a chat appears or changes job.
 */
export function useChatCards(key: string): Map<number, TChatCard> {
  const api = useApi();
  const [cards, setCards] = useState<Map<number, TChatCard>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    api.get('/api/job-applications/chats', ZChatCards, { signal: controller.signal, quiet: true }).then(
      ({ chats }) => setCards(new Map(chats.map((c) => [c.chat_id, c]))),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, key]);
  return cards;
}
