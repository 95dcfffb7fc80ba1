import { z } from 'zod';

const ZId = z.number().int().positive().max(2_147_483_647);

/**
 * Issue 17 §5, the notification center: every notice the product gives a seeker, in one list.
 * A notice keeps what it is about (its kind, the thing it links to) and the values its text needs,
 * never rendered text: the reader's page writes it in the reader's language.
 */
export const notificationKinds = [
  'chat_message',
  'interview_invited',
  'interview_changed',
  'offer_sent',
  'offer_changed',
  'application_status',
  'job_alert',
  'system',
] as const;
export const ZNotificationKind = z.enum(notificationKinds);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/** The values a notice's text is written from (names, counts, statuses): short, flat. */
export const ZNotificationData = z.record(z.string().max(40), z.union([z.string().max(500), z.number()]));
export type TNotificationData = z.infer<typeof ZNotificationData>;

export const ZNotification = z.object({
  id: ZId,
  kind: ZNotificationKind,
  chat_id: ZId.nullable(),
  interview_id: ZId.nullable(),
  offer_id: ZId.nullable(),
  job_id: ZId.nullable(),
  alert_id: ZId.nullable(),
  data: ZNotificationData,
  created_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Our page size; a seeker scrolls a handful of pages at most. */
export const notificationPageSize = 20;

export const ZNotificationListQuery = z.object({
  page: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
  size: z.coerce.number<string | number>().int().min(1).max(50).default(notificationPageSize),
  /** `1`: unread ones only. */
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  has_more: z.boolean(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationUnreadCount = z.object({ unread: z.number().int().min(0) });
export const ZNotificationIdParams = z.object({ id: z.coerce.number<string | number>().int().positive() });
export const ZNotificationMarked = z.object({
  marked: z.number().int().min(0),
  unread: z.number().int().min(0),
});

/** Operations: a system notice to some seekers (ids) or to every seeker (no ids), in its own words. */
export const ZSystemNoticeBody = z.object({
  user_ids: z.array(ZId).min(1).max(1000).optional(),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(500),
});
export const ZSystemNoticeSent = z.object({ sent: z.number().int().min(0) });
