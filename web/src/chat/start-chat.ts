import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { ChatCoreNotice, OpenChatMessage } from '@talkhire/workers';
import type { RefObject } from 'react';
import type { useTranslation } from 'react-i18next';
import type { useNavigate } from 'react-router-dom';
import type { useApi } from '../api/api-context';
import type { useNotifications } from '../ui/notifications';
import type { ChatClient } from './chat-client';
import { notifyIncoming } from './chat-notification';
import { trackTabActivity } from './tab-activity';
import { startChatServiceWorker } from './web-push';

/**
 * Wires one signed-in tab to the chat core: service worker, notification clicks, tab activity,
 * network state and the core's notices. Returns how to undo it.
 */
export function startChat(chat: ChatClient, live: RefObject<Live>): () => void {
  void chat.calls.start();
  void startChatServiceWorker({
    api: live.current.api,
    askPermission: chat.mode === 'leader-election',
  }).catch((error) => console.warn('chat service worker not registered', error));
  // A click on a notification: the service worker focused this tab and names the chat to open.
  const openFromNotification = ({ data }: MessageEvent) => {
    const message = data as OpenChatMessage | null;
    if (message?.type === 'talkhire:open-chat') live.current.navigate(message.url);
  };
  navigator.serviceWorker?.addEventListener('message', openFromNotification);
  const activity = trackTabActivity((active) => void chat.calls.setTabVisible(chat.tabId, active));
  const network = () => void chat.calls.setNetwork(navigator.onLine);
  if (!navigator.onLine) network();
  window.addEventListener('online', network);
  window.addEventListener('offline', network);
  const unsubscribe = chat.subscribe((notice: ChatCoreNotice) => {
    const { language: lang, navigate: go, t: translate, toast } = live.current;
    // A core that (re)started live (a new leader tab, a restarted worker) hears this tab again.
    if (notice.type === 'status' && notice.status === 'live') {
      activity.report();
      network();
    }
    if (notice.type === 'push') go(withLanguagePath(lang, `/chat/${notice.chat_id}`));
    if (notice.type === 'incoming') {
      const url = withLanguagePath(lang, `/chat/${notice.message.chat_id}`);
      notifyIncoming(notice.message, { url, tagPrefix: 'talkhire-chat', t: translate, navigate: go });
    }
    // A refused action (a recall too late, a chat no longer there) says why, in the relay's words.
    if (notice.type === 'error' && notice.ref && memberActionRefs.test(notice.ref)) toast(notice.message);
  });
  return () => {
    unsubscribe();
    navigator.serviceWorker?.removeEventListener('message', openFromNotification);
    activity.stop();
    window.removeEventListener('online', network);
    window.removeEventListener('offline', network);
  };
}

/** What the chat's listeners read at the time a notice arrives, not when they were set up. */
export interface Live {
  language: LanguageCode;
  navigate: ReturnType<typeof useNavigate>;
  t: ReturnType<typeof useTranslation>['t'];
  toast: ReturnType<typeof useNotifications>['toast'];
  api: ReturnType<typeof useApi>;
}
/** The error refs of member actions (relay chat-member-frames.ts). */
const memberActionRefs = /^(recall|hide_message|chat_state|delete_chat):\d+$/;
