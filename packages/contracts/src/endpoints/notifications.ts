import { endpoint } from '../endpoint';
import {
  ZWebPushEndpointBody,
  ZWebPushPublicKey,
  ZWebPushSubscribed,
  ZWebPushSubscriptionBody,
} from '../web-push';

/** Web Push for chat notifications: the relay's VAPID key and this browser's subscription. */
export const notificationsEndpoints = {
  publicKey: endpoint({
    method: 'GET',
    path: '/api/notification/web-push/public-key',
    summary: 'The VAPID public key a browser subscribes with (applicationServerKey).',
    auth: 'seeker',
    response: ZWebPushPublicKey,
    errors: [],
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/notification/web-push/subscriptions',
    summary:
      "Keep this browser's push subscription for the seeker (https endpoints only; another account's stays theirs).",
    auth: 'seeker',
    body: ZWebPushSubscriptionBody,
    response: ZWebPushSubscribed,
    errors: [],
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/notification/web-push/subscriptions',
    summary: 'Forget a subscription the browser gave up.',
    auth: 'seeker',
    body: ZWebPushEndpointBody,
    response: ZWebPushSubscribed,
    errors: [],
  }),
};
