import type { TNotificationSettings } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { readSeekerSettings } from './seeker-settings';

/**
 * What each mail and SMS the relay sends to a seeker is, for spec §3's notification toggles:
 * - chat: the unread-messages mail and SMS (`chat-mail-notices.ts`);
 * - system: interview invitations and reminders (mail; an SMS to a verified number), job alert
 *   digests (each alert also has its own switch and unsubscribe link);
 * - tips: the newsletter — nothing sends one yet; the toggle keeps the consent for when it does;
 * - transactional, always sent: sign-in codes and links, two-factor checks, password reset, email
 *   verification, and the welcome mail written in the sign-up's own transaction.
 */
export type NotificationKind = 'chat' | 'system' | 'tips';

/** Whether the seeker lets the relay send this kind over this channel. */
export async function mayNotify(
  db: Db,
  userId: number,
  channel: 'email' | 'sms',
  kind: NotificationKind,
): Promise<boolean> {
  return allowsNotice((await readSeekerSettings(db, userId)).notifications, channel, kind);
}

/** The same decision on settings already read: a sender that needs several reads the row once. */
export function allowsNotice(
  notifications: TNotificationSettings,
  channel: 'email' | 'sms',
  kind: NotificationKind,
): boolean {
  if (channel === 'sms')
    return kind === 'chat' ? notifications.sms_chat : kind === 'system' && notifications.sms_system;
  if (kind === 'chat') return notifications.email_chat;
  return kind === 'system' ? notifications.email_system : notifications.email_tips;
}
