import type { LanguageCode } from '@talkhire/config';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { useNotifications } from '../ui/notifications';
import { type ChatClient, chatClient, signOutChat } from './chat-client';
import type { Live } from './start-chat';

const ChatContext = createContext<ChatClient | null>(null);

/**
 * Starts the chat core while a seeker is signed in and signs it out when they leave (spec §4).
 * Tabs tell the core when they are active (shown and focused); a `jobseeker_redirect` push sends
 * the seeker to the chat (spec §2); a message arriving while no tab is active raises a system
 * notification, so a chat left visible behind another window still announces itself.
 */
export function ChatProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { user } = useSession();
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [client, setClient] = useState<ChatClient | null>(null);
  const wasSignedIn = useRef(false);
  const { toast } = useNotifications();
  const live = useRef<Live>({ language, navigate, t, toast, api });
  live.current = { language, navigate, t, toast, api };

  useEffect(() => {
    if (!user) {
      if (wasSignedIn.current)
        void Promise.all([signOutChat(), import('./web-push').then((push) => push.stopWebPush())]);
      wasSignedIn.current = false;
      setClient(null);
      return;
    }
    wasSignedIn.current = true;
    let stop: (() => void) | undefined;
    let left = false;
    // What a signed-in tab runs (the core, web push, notifications) loads with it, never for guests.
    void Promise.all([chatClient(), import('./start-chat')]).then(([chat, { startChat }]) => {
      if (left) return;
      setClient(chat);
      stop = startChat(chat, live);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [user]);

  return <ChatContext.Provider value={client}>{children}</ChatContext.Provider>;
}

/** The chat client of a signed-in seeker, or null for a guest. */
export function useChat(): ChatClient | null {
  return useContext(ChatContext);
}
