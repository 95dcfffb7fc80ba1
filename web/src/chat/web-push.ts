import type { ApiClient } from '@talkhire/client';
import { endpoints, type TWebPushSubscriptionBody } from '@talkhire/contracts';

/** Where the chat's service worker is served (web/vite.config.ts); at the root, so its scope is the site. */
const serviceWorkerUrl = '/chat-service-worker.js';

/**
 * Registers the chat's service worker (notification clicks, Web Push). Spec §4: without a
 * SharedWorker, a Chromium browser is asked for notification permission while it is still
 * 'default'. With permission, the browser subscribes to Web Push with the relay's VAPID key.
 */
export async function startChatServiceWorker(options: { api: ApiClient; askPermission: boolean }) {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl, {
    scope: '/',
    // In development vite serves the worker's source as an ES module; the build is one plain script.
    type: import.meta.env.DEV ? 'module' : 'classic',
  });
  if (options.askPermission && isChromium() && Notification.permission === 'default') {
    await Notification.requestPermission();
  }
  await subscribeWebPush(options.api);
  return registration;
}

/** The "Turn on notifications" button: ask, then subscribe this browser when allowed. */
export async function enableChatNotifications(api: ApiClient): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await subscribeWebPush(api);
  return permission;
}

/**
 * Subscribes this browser to Web Push and gives the relay the subscription. A browser without a
 * reachable push service (no network, a browser built without one) refuses; the tabs' own
 * notifications still work then, so the refusal is only noted.
 */
export async function subscribeWebPush(api: ApiClient): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false;
  if (Notification.permission !== 'granted') return false;
  try {
    const registration = await navigator.serviceWorker.ready;
    const { public_key } = await api.call(endpoints.notifications.publicKey, {}, { quiet: true });
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with an older key would be refused by the push service: make a new one.
    if (subscription && serverKeyOf(subscription) !== public_key) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: public_key,
    });
    const body = subscriptionBody(subscription.toJSON());
    await api.call(endpoints.notifications.subscribe, { body }, { quiet: true });
    return true;
  } catch (error) {
    console.info('Web Push is not available in this browser:', (error as Error).message);
    return false;
  }
}

/**
 * Sign-out: this browser stops hearing the account's pushes. The session is already gone, so the
 * relay is not called; its push service answers 410 to the next push and the relay forgets it.
 */
export async function stopWebPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration(serviceWorkerUrl);
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/** The registration showing chat notifications, when the service worker runs. */
export async function chatNotificationRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration(serviceWorkerUrl);
  return registration?.active ? registration : undefined;
}

function serverKeyOf(subscription: PushSubscription): string | null {
  const key = subscription.options.applicationServerKey;
  return key
    ? btoa(String.fromCharCode(...new Uint8Array(key)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : null;
}

/** Spec §4 asks "Chrome-type browsers": Chrome, Edge, Opera, Brave and the like all brand as Chromium. */
function isChromium(): boolean {
  const brands = (navigator as { userAgentData?: { brands: { brand: string }[] } }).userAgentData?.brands;
  return brands ? brands.some((b) => b.brand === 'Chromium') : /Chrome\//.test(navigator.userAgent);
}

/**
 * toJSON() types every field optional: a subscription without its address or keys is refused here,
 * not sent (the relay checks the rest against the contract).
 */
function subscriptionBody({
  endpoint,
  expirationTime,
  keys,
}: PushSubscriptionJSON): TWebPushSubscriptionBody {
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('the push subscription has no address or keys');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
