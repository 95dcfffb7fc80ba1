import { messagePreview } from '@talkhire/contracts';
import type { ChatCoreNotice } from '@talkhire/workers';
import { chatNotificationRegistration } from './web-push';

type IncomingMessage = Extract<ChatCoreNotice, { type: 'incoming' }>['message'];

/**
 * A system notification for a message that arrived while no tab was active, when the reader
 * allowed them. Every tab hears the notice; one tag per message makes them a single notification
 * (on the seeker site the same one a Web Push for it shows). A click opens `url`.
 */
export function notifyIncoming(
  message: IncomingMessage,
  options: { url: string; tagPrefix: string; t: (key: string) => string; navigate: (to: string) => void },
): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { url, t, navigate } = options;
  const title = t('chat.notification_title');
  const body = messagePreview(message.body, false, t);
  const tag = `${options.tagPrefix}-${message.id}`;
  void chatNotificationRegistration().then((registration) => {
    // Through the service worker when it runs: its click handler opens the chat from any state.
    if (registration) return registration.showNotification(title, { body, tag, data: { url } });
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      navigate(url);
      notification.close();
    };
  });
}
