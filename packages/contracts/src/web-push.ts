import { z } from 'zod';

/** base64url as PushSubscription.toJSON() writes keys; its length says how many bytes it holds. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 6) / 8) === bytes, {
      message: `must encode ${bytes} bytes`,
    });

/**
 * POST /notification/web-push/subscriptions: PushSubscription.toJSON() as the browser gives it.
 * p256dh is an uncompressed P-256 point (65 bytes), auth the 16-byte secret of RFC 8291.
 */
export const ZWebPushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type TWebPushSubscriptionBody = z.infer<typeof ZWebPushSubscriptionBody>;

/** DELETE /notification/web-push/subscriptions: the browser gave the subscription up. */
export const ZWebPushEndpointBody = z.object({ endpoint: z.url().max(2048) }).strict();

/** GET /notification/web-push/public-key: the VAPID key browsers subscribe with (applicationServerKey). */
export const ZWebPushPublicKey = z.object({ public_key: z.string() });

/** What a push carries, written in the subscriber's language; the service worker shows it as it is. */
export const ZWebPushNotification = z.object({
  type: z.literal('chat_message'),
  title: z.string(),
  body: z.string(),
  /** The chat to open on a click, with the language prefix. */
  url: z.string(),
  /** One notification per message, shared with the one a tab may raise for the same message. */
  tag: z.string(),
  chat_id: z.number().int(),
});
export type TWebPushNotification = z.infer<typeof ZWebPushNotification>;

/** The answer to subscribing and unsubscribing. */
export const ZWebPushSubscribed = z.object({ subscribed: z.boolean() });
