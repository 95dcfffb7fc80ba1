import { z } from 'zod';
import { ZSessionUser } from './session';

/** A QR-code login token: 256 random bits in base64url (what the QR code's link carries). */
export const ZQrLoginToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const ZQrLoginParams = z.object({ token: ZQrLoginToken }).strict();

/** Creating a token takes no input; an empty object is accepted so clients may send `{}`. */
export const ZQrLoginCreateBody = z.object({}).strict().nullish();

/**
 * Spec §4 QR flow: waiting (shown on the desktop) → scanned (a signed-in phone opened the link) →
 * confirmed (the phone said yes) → completed (the desktop opened its session); or expired or
 * cancelled, after which the desktop offers a refresh.
 */
export const qrLoginStatuses = [
  'waiting',
  'scanned',
  'confirmed',
  'completed',
  'expired',
  'cancelled',
] as const;
export const ZQrLoginStatus = z.enum(qrLoginStatuses);
export type TQrLoginStatus = z.infer<typeof ZQrLoginStatus>;

export const ZQrLoginCreated = z.object({
  token: ZQrLoginToken,
  /** The QR code of `url` as an SVG document. */
  qr_svg: z.string(),
  /** The page a signed-in phone opens: `{origin}/qr-login/{token}`. */
  url: z.url(),
  expires_at: z.iso.datetime(),
});
export type TQrLoginCreated = z.infer<typeof ZQrLoginCreated>;

/** One server-sent event (`event: status`) of `GET /api/authentication/qr/{token}/events`. */
export const ZQrLoginEvent = z.object({ status: ZQrLoginStatus, expires_at: z.iso.datetime() });
export type TQrLoginEvent = z.infer<typeof ZQrLoginEvent>;

/** What the phone sees after scanning: which browser asks to be signed in, to confirm or cancel. */
export const ZQrLoginScan = z.object({
  status: ZQrLoginStatus,
  expires_at: z.iso.datetime(),
  device_name: z.string().nullable(),
});
export type TQrLoginScan = z.infer<typeof ZQrLoginScan>;

export const ZQrLoginCompleted = z.object({ user: ZSessionUser });
export type TQrLoginCompleted = z.infer<typeof ZQrLoginCompleted>;
