import { z } from 'zod';
import { ZCountryId, ZLanguageId } from './headers';

/** Spec §3 guest login payload. The guest role is the job seeker (spec §6). */
export const ZGuestLoginBody = z
  .object({
    guest_role: z.literal('jobseeker'),
    country_id: ZCountryId,
    language_id: ZLanguageId,
    fcm_token_web: z.string().max(4096).nullish(),
    device_name: z.string().max(500).nullish(),
    device_type: z.enum(['web', 'mobile_web']).default('web'),
    device_uuid: z.uuid(),
    device_udid: z.string().max(200).nullish(),
  })
  .strict();
export type TGuestLoginBody = z.infer<typeof ZGuestLoginBody>;

/** The session the browser holds: a new guest one, or the one it already had (a Boss's on the employer host). */
export const ZGuestSession = z.object({
  role: z.enum(['guest', 'jobseeker', 'recruiter']),
  device_uuid: z.string(),
  expires_at: z.string(),
});
export type TGuestSession = z.infer<typeof ZGuestSession>;
