import { z } from 'zod';

/**
 * Spec §3: the display fields of the signed-in seeker kept in the readable `user` cookie.
 * Never a secret: the session itself is the HttpOnly `sessionid` cookie.
 */
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
  profile_needs_update: z.boolean().default(false),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  is_new_account: z.boolean(),
  register_flow: z.string().nullable(),
  chat_flow: z.string().default('0'),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMeQuery = z.object({ source: z.enum(['web', 'mobile_web']).default('web') }).strict();
