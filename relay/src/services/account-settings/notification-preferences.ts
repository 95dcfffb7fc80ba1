import type { LanguageCode } from '@talkhire/config';
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
  const { notifications } = await readSeekerSettings(db, userId);
  if (channel === 'sms')
    return kind === 'chat' ? notifications.sms_chat : kind === 'system' && notifications.sms_system;
  if (kind === 'chat') return notifications.email_chat;
  return kind === 'system' ? notifications.email_system : notifications.email_tips;
}

/** The language of mail to the seeker: their own choice (Settings tab), else the sender's guess. */
export async function seekerMailLanguage(
  db: Db,
  userId: number,
  fallback: LanguageCode,
): Promise<LanguageCode> {
  return (await readSeekerSettings(db, userId)).language ?? fallback;
}
