import { type EditionKey, editionById, isLanguageCode, type LanguageCode } from '@talkhire/config';
import type { TNotificationSettings, TProfileVisibility } from '@talkhire/contracts';
import type { Db } from '../../db/database';

/** A seeker's stored settings with the defaults filled in for what was never changed. */
export interface SeekerSettings {
  profile_visibility: TProfileVisibility;
  greeting_enabled: boolean;
  notifications: TNotificationSettings;
  language: LanguageCode | null;
  edition_key: EditionKey | null;
}

/**
 * Reads the settings of one seeker. Without a row every toggle is on, except the tips newsletter,
 * which follows the consent the seeker gave at sign-up (`is_subscribe`, off when never asked):
 * marketing mail is sent only to those who asked for it.
 */
export async function readSeekerSettings(db: Db, userId: number): Promise<SeekerSettings> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_settings as s', 's.user_id', 'u.id')
    .leftJoin('user_registrations as r', 'r.user_id', 'u.id')
    .select([
      's.profile_visibility',
      's.greeting_enabled',
      's.email_chat',
      's.email_system',
      's.email_tips',
      's.sms_chat',
      's.sms_system',
      's.language',
      's.edition_id',
      'r.is_subscribe',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const language = row?.language ?? null;
  const edition = row?.edition_id == null ? undefined : editionById(row.edition_id);
  return {
    profile_visibility: row?.profile_visibility ?? 'visible',
    greeting_enabled: row?.greeting_enabled ?? true,
    notifications: {
      email_chat: row?.email_chat ?? true,
      email_system: row?.email_system ?? true,
      email_tips: row?.email_tips ?? row?.is_subscribe ?? false,
      sms_chat: row?.sms_chat ?? true,
      sms_system: row?.sms_system ?? true,
    },
    language: language !== null && isLanguageCode(language) ? language : null,
    edition_key: edition?.key ?? null,
  };
}
