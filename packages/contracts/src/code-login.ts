import { limits } from '@talkhire/config';
import { dialCode, smsRegions } from '@talkhire/config/phone';
import { z } from 'zod';
import { ZSessionUser } from './session';

/**
 * Spec §4 login flows without a password: an emailed 6-digit code, an emailed magic link and an
 * SMS code. Each "send" answers the resend countdown; each "verify" opens the session.
 */

/** Dial codes of the countries with `is_sms_allowed` (spec §5): the only ones the phone list offers. */
export const smsDialCodes: ReadonlySet<string> = new Set([...smsRegions].map((region) => dialCode(region)));

const ZEmail = z.email().max(254);
const ZOtp = z.string().regex(new RegExp(`^\\d{${limits.otpLength}}$`));
const ZDeviceUuid = z.uuid().nullish();
/** Opaque tokens are 43 base64url characters; the margin only keeps garbage out of the database. */
const ZOpaqueToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZEmailOtpSendBody = z.object({ email: ZEmail }).strict();
export type TEmailOtpSendBody = z.infer<typeof ZEmailOtpSendBody>;

/** Every "send" answers the seconds before the client may ask again (the countdown of spec §9). */
export const ZCodeSent = z.object({ resend_after_seconds: z.number().int() });
export type TCodeSent = z.infer<typeof ZCodeSent>;

export const ZEmailOtpVerifyBody = z.object({ email: ZEmail, otp: ZOtp, device_uuid: ZDeviceUuid }).strict();
export type TEmailOtpVerifyBody = z.infer<typeof ZEmailOtpVerifyBody>;

/** The session is open (cookies set); `user` is what the readable `user` cookie holds. */
export const ZCodeSignedIn = z.object({ choose_account: z.literal(false), user: ZSessionUser });
export type TCodeSignedIn = z.infer<typeof ZCodeSignedIn>;

/** A same-site path (`/onsite-job`) or an absolute http(s) URL; the web applies spec §4's redirect rule. */
export const ZLoginRedirect = z
  .string()
  .max(2048)
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(value),
    {
      message: 'invalid_redirect',
    },
  );

export const ZMagicLinkSendBody = z.object({ email: ZEmail, redirect: ZLoginRedirect.nullish() }).strict();
export type TMagicLinkSendBody = z.infer<typeof ZMagicLinkSendBody>;

export const ZMagicLinkVerifyBody = z.object({ token: ZOpaqueToken, device_uuid: ZDeviceUuid }).strict();
export type TMagicLinkVerifyBody = z.infer<typeof ZMagicLinkVerifyBody>;

/** The redirect given when the link was asked for, so the link lands where the visitor was going. */
export const ZMagicLinkSignedIn = ZCodeSignedIn.extend({ redirect: z.string().nullable() });
export type TMagicLinkSignedIn = z.infer<typeof ZMagicLinkSignedIn>;

/** `country_code` is a dial code ('+63'); the number's format is checked per country by the relay. */
const ZPhone = {
  country_code: z.string().refine((code) => smsDialCodes.has(code), { message: 'sms_not_allowed' }),
  phone_num: z.string().min(1).max(limits.phoneMax),
};

export const ZPhoneOtpSendBody = z.object(ZPhone).strict();
export type TPhoneOtpSendBody = z.infer<typeof ZPhoneOtpSendBody>;

export const ZPhoneOtpVerifyBody = z.object({ ...ZPhone, otp: ZOtp, device_uuid: ZDeviceUuid }).strict();
export type TPhoneOtpVerifyBody = z.infer<typeof ZPhoneOtpVerifyBody>;

export const ZPhoneAccountChoice = z.object({
  id: z.number().int(),
  /** 'j***@example.com', or '' for an account that has no email. */
  email_masked: z.string(),
  first_name: z.string(),
  avatar: z.string().nullable(),
});
export type TPhoneAccountChoice = z.infer<typeof ZPhoneAccountChoice>;

/** Several accounts share the verified number: the seeker picks one with the single-use token. */
export const ZChooseAccount = z.object({
  choose_account: z.literal(true),
  selection_token: z.string(),
  expires_in_seconds: z.number().int(),
  accounts: z.array(ZPhoneAccountChoice),
});
export type TChooseAccount = z.infer<typeof ZChooseAccount>;

export const ZPhoneOtpVerifyResult = z.discriminatedUnion('choose_account', [ZCodeSignedIn, ZChooseAccount]);
export type TPhoneOtpVerifyResult = z.infer<typeof ZPhoneOtpVerifyResult>;

export const ZChooseAccountBody = z
  .object({
    selection_token: ZOpaqueToken,
    account_id: z.number().int().positive(),
    device_uuid: ZDeviceUuid,
  })
  .strict();
export type TChooseAccountBody = z.infer<typeof ZChooseAccountBody>;
