import { z } from 'zod';

/**
 * Spec §3: the display fields of the signed-in seeker kept in the readable `user` cookie.
 * Never a secret: the session itself is the HttpOnly `sessionid` cookie.
 */
/** Fields that cookies written before them lack. */
const sessionUserDefaults = { profile_needs_update: false, chat_flow: '0' } as const;

export const ZSessionUser = z.object({
  active_key: z.number().int(),
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_num: z.string().nullable(),
  is_mobile_verified: z.boolean(),
  avatar: z.string().nullable(),
  additional_info: z.record(z.string(), z.unknown()).nullable(),
  is_email_verify: z.boolean(),
  notice_period_id: z.number().int().nullable(),
  is_profile_completed: z.boolean(),
  /**
   * Spec §4: the profile was completed once but no longer holds what completion asks for (a
   * required basic field was cleared, or no job preference is left), so sign-in sends the seeker
   * back to profile completion. Cookies written before this field existed read as false.
   */
  profile_needs_update: z.boolean().default(sessionUserDefaults.profile_needs_update),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  is_new_account: z.boolean(),
  register_flow: z.string().nullable(),
  chat_flow: z.string().default(sessionUserDefaults.chat_flow),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * The `user` cookie as the browser reads it, without zod (the public pages' first scripts leave it
 * out). The relay writes the cookie through ZSessionUser, so this checks that it is that record
 * (ids, names and flags of the right kinds) and fills the fields added since with their defaults:
 * a cookie edited by hand, or of another site, reads as no session.
 */
export function readSessionUserCookie(value: unknown): TSessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = { ...sessionUserDefaults, ...value } as Record<keyof TSessionUser, unknown>;
  const ok = Object.entries(sessionUserKinds).every(([field, kinds]) =>
    (kinds as readonly string[]).includes(kindOf(user[field as keyof TSessionUser])),
  );
  return ok ? (user as TSessionUser) : null;
}

type Kind = 'number' | 'string' | 'boolean' | 'object' | 'null';

/** The kind of each field: TypeScript keeps this in step with ZSessionUser (every field, no other). */
const sessionUserKinds: Record<keyof TSessionUser, readonly Kind[]> = {
  active_key: ['number'],
  id: ['number'],
  first_name: ['string'],
  last_name: ['string'],
  email: ['string'],
  phone_num: ['string', 'null'],
  is_mobile_verified: ['boolean'],
  avatar: ['string', 'null'],
  additional_info: ['object', 'null'],
  is_email_verify: ['boolean'],
  notice_period_id: ['number', 'null'],
  is_profile_completed: ['boolean'],
  profile_needs_update: ['boolean'],
  longitude: ['number', 'null'],
  latitude: ['number', 'null'],
  is_new_account: ['boolean'],
  register_flow: ['string', 'null'],
  chat_flow: ['string'],
};

function kindOf(value: unknown): Kind | 'other' {
  if (value === null) return 'null';
  const kind = typeof value;
  return kind === 'number' || kind === 'string' || kind === 'boolean' || kind === 'object' ? kind : 'other';
}

export const ZMeQuery = z.object({ source: z.enum(['web', 'mobile_web']).default('web') }).strict();
