import type { ColumnType, Generated } from 'kysely';

/** Tables of the seeker's account settings (migration 2026-11-26-x-account-settings). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export interface UserSettingsTable {
  user_id: number;
  profile_visibility: ColumnType<
    'visible' | 'hidden',
    'visible' | 'hidden' | undefined,
    'visible' | 'hidden'
  >;
  greeting_enabled: Flag;
  email_chat: Flag;
  email_system: Flag;
  /** null: the newsletter consent given at sign-up (user_registrations.is_subscribe) decides. */
  email_tips: boolean | null;
  sms_chat: Flag;
  sms_system: Flag;
  /** A LanguageCode; null follows the site. */
  language: string | null;
  /** An edition id; null follows the site. */
  edition_id: number | null;
  updated_at: UpdatedAt;
}

export interface GreetingMessagesTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  is_default: Flag;
  created_at: CreatedAt;
}

export interface ChatMailNoticesTable {
  chat_id: number;
  /** The chat_seq of the latest message the seeker was told about. */
  notified_seq: number;
  notified_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
