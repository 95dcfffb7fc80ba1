import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { ChatCoreNotice } from '@talkhire/workers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notifyIncoming, trackTabActivity } from '../chat';
import { useBossChat } from './boss-chat';
import { bossPaths } from './boss-paths';

/**
 * The Boss hears of a candidate's message while the console is not the window they look at: the
 * tab tells the chat core when it is active (shown and focused), and a message arriving while no
 * console tab is active raises a system notification that opens its conversation.
 */
export function useBossNotifications(language: LanguageCode): void {
  const { calls, subscribe, tabId } = useBossChat();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const live = useRef({ language, navigate, t });
  live.current = { language, navigate, t };

  useEffect(() => {
    const activity = trackTabActivity((active) => void calls.setTabVisible(tabId, active));
    const unsubscribe = subscribe((notice: ChatCoreNotice) => {
      // A core that (re)started (a new leader tab, a restarted worker) hears this tab again.
      if (notice.type === 'status' && notice.status === 'live') activity.report();
      if (notice.type === 'incoming') {
        const { language: lang, navigate: go, t: translate } = live.current;
        const url = withLanguagePath(lang, bossPaths.chat(notice.message.chat_id));
        notifyIncoming(notice.message, {
          url,
          tagPrefix: 'talkhire-boss-chat',
          t: translate,
          navigate: go,
        });
      }
    });
    return () => {
      unsubscribe();
      activity.stop();
      void calls.setTabVisible(tabId, false);
    };
  }, [calls, subscribe, tabId]);
}
