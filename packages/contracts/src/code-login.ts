import { limits, smsDialCodeByRegion } from '@talkhire/config';
import { z } from 'zod';
import { ZEmail, ZOtp } from './accounts';
import { fieldMessage } from './field-message';
import { ZSessionUser } from './session';

/*
 * Spec §4 login flows without a password: an emailed 6-digit code, an emailed magic link and an
 * SMS code. Each "send" answers the resend countdown; each "verify" opens the session.
 */

/** Dial codes of the countries with `is_sms_allowed` (spec §5): the only ones the phone list offers. */
export const smsDialCodes: ReadonlySet<string> = new Set(Object.values(smsDialCodeByRegion));

const ZDeviceUuid = z.preprocess((value) => (value === '' ? undefined : value), z.uuid().nullish());
/** Our opaque tokens are 43 base64url characters; the margin only keeps garbage out of the database. */
const ZOpaqueToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Every "send" answers `ZCodeSent` (the code's lifetime and spec §9's resend countdown). */
export const ZEmailOtpSendBody = z.object({ email: ZEmail }).strict();
export type TEmailOtpSendBody = z.infer<typeof ZEmailOtpSendBody>;

/** Verifying signs in (or up): the answer is the session user, as after a password login. */
export const ZEmailOtpVerifyBody = z.object({ email: ZEmail, otp: ZOtp, device_uuid: ZDeviceUuid }).strict();
export type TEmailOtpVerifyBody = z.infer<typeof ZEmailOtpVerifyBody>;

/**
 * Where to go after signing in: a path of this site ('/onsite-job?x=1'), never another host. The
 * web turns an absolute URL of its own host into a path before asking for a link.
 */
export const ZLoginRedirect = z
  .string()
  .max(2000)
  .refine((value) => /^\/(?![/\\])[^\s]*$/.test(value), { message: 'invalid_redirect' });

/** The mailed link opens `/magic-link?token=…&redirect=…`; that page posts the token to verify. */
export const ZMagicLinkSendBody = z.object({ email: ZEmail, redirect: ZLoginRedirect.nullish() }).strict();
export type TMagicLinkSendBody = z.infer<typeof ZMagicLinkSendBody>;

export const ZMagicLinkVerifyBody = z.object({ token: ZOpaqueToken, device_uuid: ZDeviceUuid }).strict();
export type TMagicLinkVerifyBody = z.infer<typeof ZMagicLinkVerifyBody>;

/** `country_code` is a dial code ('+63'); the number's format is checked per country by the relay. */
const ZPhone = {
  country_code: z.string().refine((code) => smsDialCodes.has(code), { message: 'sms_not_allowed' }),
  phone_num: z
    .string()
    .trim()
    .min(1, { message: fieldMessage('field.phone_required') })
    .max(limits.phoneMax),
};

export const ZPhoneOtpSendBody = z.object(ZPhone).strict();

/** The phone step: the number typed (the country code is chosen from the SMS countries' list). */
export const ZPhoneNumberForm = ZPhoneOtpSendBody.pick({ phone_num: true });
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

/** The session user when the number names one account (or a new one), else the choice to make. */
export const ZPhoneOtpVerifyResult = z.union([ZSessionUser, ZChooseAccount]);
export type TPhoneOtpVerifyResult = z.infer<typeof ZPhoneOtpVerifyResult>;

/** The choice opens the chosen account's session: the answer is the session user. */
export const ZChooseAccountBody = z
  .object({
    selection_token: ZOpaqueToken,
    account_id: z.number().int().positive(),
    device_uuid: ZDeviceUuid,
  })
  .strict();
export type TChooseAccountBody = z.infer<typeof ZChooseAccountBody>;
