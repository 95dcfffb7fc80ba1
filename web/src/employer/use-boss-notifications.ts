import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { messagePreview } from '@talkhire/contracts';
import type { ChatCoreNotice } from '@talkhire/workers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trackTabActivity } from '../chat/tab-activity';
import { useBossChat } from './boss-chat';
import { bossPaths } from './boss-paths';

/**
 * The Boss hears of a candidate's message while the console is not the window they look at: the
 * tab tells the chat core when it is active (shown and focused), and a message arriving while no
 * console tab is active raises a system notification that opens its conversation.
 */
export function useBossNotifications(language: LanguageCode): void {
  const { api: chat } = useBossChat();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const live = useRef({ language, navigate, t });
  live.current = { language, navigate, t };

  useEffect(() => {
    const tabId = crypto.randomUUID();
    const activity = trackTabActivity((active) => void chat.setTabVisible(tabId, active));
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void chat
      .subscribe((notice: ChatCoreNotice) => {
        // A core that (re)started (a new leader tab, a restarted worker) hears this tab again.
        if (notice.type === 'status' && notice.status === 'live') activity.report();
        if (notice.type === 'incoming') notify(notice.message, live.current);
      })
      .then((off) => {
        if (stopped) off();
        else unsubscribe = off;
      });
    return () => {
      stopped = true;
      unsubscribe?.();
      activity.stop();
      void chat.setTabVisible(tabId, false);
    };
  }, [chat]);
}

function notify(
  message: Extract<ChatCoreNotice, { type: 'incoming' }>['message'],
  {
    language,
    navigate,
    t,
  }: { language: LanguageCode; navigate: (to: string) => void; t: (key: string) => string },
) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  // Every console tab hears the notice; one tag per message makes them a single notification.
  const notification = new Notification(t('chat.notification_title'), {
    body: messagePreview(message.body, false, t),
    tag: `talkhire-boss-chat-${message.id}`,
  });
  notification.onclick = () => {
    window.focus();
    navigate(withLanguagePath(language, bossPaths.chat(message.chat_id)));
    notification.close();
  };
}
