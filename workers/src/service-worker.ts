import type { TWebPushNotification } from '@talkhire/contracts';
import {
  type OpenChatMessage,
  type SiteWindow,
  shouldShowPush,
  windowForClick,
} from './notification-windows';

/**
 * The chat's service worker: shows a Web Push from the relay as a system notification while no
 * page of the site is visible, and a click on any chat notification (its own or a tab's) brings
 * a page of the site to the chat, opening one if none is left.
 */
const worker = self as unknown as ServiceWorkerScope;

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('push', (event) => {
  const notification = event.data?.json() as TWebPushNotification | undefined;
  if (notification?.type !== 'chat_message') return;
  event.waitUntil(
    windows().then((open) =>
      shouldShowPush(open)
        ? worker.registration.showNotification(notification.title, {
            body: notification.body,
            tag: notification.tag,
            data: { url: notification.url },
            icon: '/favicon.svg',
          })
        : undefined,
    ),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return;
  event.waitUntil(
    windows().then(async (open) => {
      const target = windowForClick(open);
      if (!target) return void (await worker.clients.openWindow(url));
      await target.focus();
      target.postMessage({ type: 'talkhire:open-chat', url } satisfies OpenChatMessage);
    }),
  );
});

function windows(): Promise<PageWindow[]> {
  return worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

// The workers package compiles against the DOM library, which has no service-worker scope types;
// these are the few parts used here, as the Service Worker and Push API specifications define them.
interface PageWindow extends SiteWindow {
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface ExtendableEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<PageWindow[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(
    type: 'push',
    listener: (event: ExtendableEvent & { data: { json(): unknown } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableEvent & { notification: Notification }) => void,
  ): void;
}
