import { editions, languageCodes, limits } from '@talkhire/config';
import { z } from 'zod';
import { containsContactInfo } from './contact-info';
import { errorCodes } from './error-codes';
import { fieldMessage } from './field-message';
import { requiredText } from './field-rules';
import { jobSeekingStatuses } from './profile';

/**
 * The account settings tabs of spec §2 (Account Settings, Greeting Messages, Notifications,
 * Settings): one read model (GET /account-setting) and one change (POST /user-settings, only the
 * fields sent), plus the greeting messages' list operations.
 */

/**
 * Who may open the seeker's profile in the Boss console. `visible`: recruiters the seeker chats
 * with or applied to. `hidden`: only recruiters of jobs the seeker applied to — a chat alone shares
 * the messages, not the profile.
 */
export const profileVisibilities = ['visible', 'hidden'] as const;
export type TProfileVisibility = (typeof profileVisibilities)[number];

/** Spec §9 (41343): at most 10 greeting messages; the text is one chat message's opening line. */
export const greetingMessageLimits = { max: limits.greetingMessagesMax, textMax: 200 } as const;

/**
 * Spec §3 'Notification settings': which mail and SMS the relay may send. Transactional messages
 * (sign-in codes, links, password reset, email verification, new-device checks) ignore them.
 */
export const notificationToggles = [
  'email_chat',
  'email_system',
  'email_tips',
  'sms_chat',
  'sms_system',
] as const;
export type TNotificationToggle = (typeof notificationToggles)[number];

export const ZNotificationSettings = z.object({
  email_chat: z.boolean(),
  email_system: z.boolean(),
  email_tips: z.boolean(),
  sms_chat: z.boolean(),
  sms_system: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

const editionKeys = editions.map((e) => e.key) as [
  (typeof editions)[number]['key'],
  ...(typeof editions)[number]['key'][],
];
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZGreetingMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  is_default: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TGreetingMessage = z.infer<typeof ZGreetingMessage>;

/** GET /jobseekers/account-setting: every setting of the four tabs in one read. */
export const ZAccountSetting = z.object({
  job_seeking_status: z.enum(jobSeekingStatuses).nullable(),
  profile_visibility: z.enum(profileVisibilities),
  greeting: z.object({
    /** When on, a chat the seeker starts opens with the default message, sent as theirs. */
    enabled: z.boolean(),
    messages: z.array(ZGreetingMessage),
    max: z.number().int(),
  }),
  notifications: ZNotificationSettings,
  /** The seeker's own language and edition; null follows the site's (the switcher's) choice. */
  language: z.enum(languageCodes).nullable(),
  edition_key: z.enum(editionKeys).nullable(),
  /** Spec §9 (41181): the common phrases live in the chat; their limit, for the screens to agree. */
  common_phrases_max: z.number().int(),
});
export type TAccountSetting = z.infer<typeof ZAccountSetting>;

/** POST /jobseekers/user-settings: only the fields sent change; at least one must be sent. */
export const ZUserSettingsBody = z
  .object({
    job_seeking_status: z.enum(jobSeekingStatuses).nullable(),
    profile_visibility: z.enum(profileVisibilities),
    greeting_enabled: z.boolean(),
    /** One of the seeker's greeting messages, made the one that is sent. */
    default_greeting_id: ZId,
    notifications: ZNotificationSettings.partial().strict(),
    language: z.enum(languageCodes).nullable(),
    edition_key: z.enum(editionKeys).nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: fieldMessage('field.required') });
export type TUserSettingsBody = z.infer<typeof ZUserSettingsBody>;

/** POST /greeting-messages/create and PUT /greeting-messages/{id}/update. */
export const ZGreetingMessageBody = z.object({ text: requiredText(greetingMessageLimits.textMax) }).strict();
export type TGreetingMessageBody = z.infer<typeof ZGreetingMessageBody>;

/** The editor checks spec §5 'no contact information' before sending; the relay answers 41344. */
export const ZGreetingMessageForm = ZGreetingMessageBody.refine((body) => !containsContactInfo(body.text), {
  message: fieldMessage(String(errorCodes.noContactInMessages)),
  path: ['text'],
});
export const ZGreetingMessageIdParams = z.object({ id: ZId });
export const ZGreetingMessageDeleted = z.object({ id: z.number().int() });
