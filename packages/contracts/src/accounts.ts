import { defaultRegistrationCountryKey, isEditionKey, limits, sources } from '@talkhire/config';
import { z } from 'zod';
import { fieldMessage } from './field-message';
import { crossFieldRule, requiredText } from './field-rules';
import { ZSessionUser } from './session';

/** Spec §7: every authentication call names the web client, whose id is '1'. */
export const ZClientId = z.union([z.literal('1'), z.literal(1)]).transform(() => '1' as const);

/** Spec §5 / §9: a one-time code is six digits (kept a string: leading zeros count). */
export const ZOtp = z
  .string()
  .regex(new RegExp(`^\\d{${limits.otpLength}}$`), { message: fieldMessage('field.otp_six_digits') });

/** Spec §5: 'Please enter a valid email address.', for an empty one too. */
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email({ message: fieldMessage('field.invalid_email') }));

/** Our password rule: 8 to 128 characters, anything typeable. */
export const passwordMin = 8;
export const ZPassword = z
  .string()
  .min(passwordMin, { message: fieldMessage('field.password_rule') })
  .max(128);

/** 0/1 as the spec's payloads send it, or a boolean. */
const ZFlag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((v) => v === 1 || v === '1' || v === true);

const ZName = requiredText(limits.nameMax);

/** Empty strings and nulls from form fields mean 'not given'. */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Spec §3 registration payload. No password means the sign-up form's 'default password' case:
 * the account then has no usable password and signs in by code. `client_secret` is any non-empty
 * string: the web client is public, so the secret proves nothing and is only checked for shape.
 */
export const ZRegisterBody = z
  .object({
    email: ZEmail,
    password: z.preprocess(blankAsMissing, ZPassword.optional()),
    first_name: ZName,
    last_name: ZName,
    terms_and_condition: ZFlag.default(false),
    contact_number: z.preprocess(
      blankAsMissing,
      z
        .string()
        .trim()
        .max(limits.phoneMax)
        .regex(/^\+?[0-9][0-9 ()-]{3,}$/)
        .optional(),
    ),
    is_subscribe: ZFlag.default(false),
    source: z.enum(sources).default('web'),
    country_key: z
      .string()
      .refine((key) => isEditionKey(key))
      .default(defaultRegistrationCountryKey),
    client_id: ZClientId,
    client_secret: z.string().min(1).max(200),
    /** The stored campaign value (utm campaign or referral tag) the visitor arrived with. */
    campaign: z.preprocess(blankAsMissing, z.string().max(200).optional()),
    device_uuid: z.preprocess(blankAsMissing, z.uuid().optional()),
  })
  .strict();
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** The sign-up form: names, email, and a password that may stay empty (then codes sign in). */
export const ZRegisterForm = z.object({
  first_name: ZName,
  last_name: ZName,
  email: ZEmail,
  password: z.union([ZPassword, z.literal('')]),
});

/**
 * Password login. A malformed email is not a contract failure: it is simply not an account, so
 * it gets the same 401 / 40002 as a wrong password.
 */
export const ZLoginBody = z
  .object({
    email: z.string().trim().min(1).max(254),
    password: z
      .string()
      .min(1, { message: fieldMessage('field.password_required') })
      .max(128),
    device_uuid: z.preprocess(blankAsMissing, z.uuid().optional()),
    device_name: z.preprocess(blankAsMissing, z.string().max(500).optional()),
    client_id: ZClientId,
    client_secret: z.string().max(200).optional(),
    source: z.enum(sources).default('web'),
  })
  .strict();
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** The password step of a login (the email was given on the step before). */
export const ZPasswordLoginForm = ZLoginBody.pick({ password: true });

/** Spec §4: the password was right but the device is new, so a code went to the account's email. */
export const ZTwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge_id: z.uuid(),
  /** The address the code went to, partly hidden (e.g. 'j***@example.com'). */
  email_hint: z.string(),
  expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** A login answers the signed-in user, or the two-factor challenge to answer first. */
export const ZLoginResult = z.union([ZSessionUser, ZTwoFactorChallenge]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZTwoFactorVerifyBody = z.object({ challenge_id: z.uuid(), otp: ZOtp }).strict();

/** A code step (email, phone, two-factor, password reset): the six digits typed. */
export const ZOtpForm = ZTwoFactorVerifyBody.pick({ otp: true });

/** A resend replaces the challenge: the answer carries the new challenge_id. */
export const ZTwoFactorResendBody = z.object({ challenge_id: z.uuid() }).strict();

/** Spec §7 log-out body; `session` is an older client's token, the cookie is used otherwise. */
export const ZLogoutBody = z
  .object({
    session: z.string().max(200).nullish(),
    source: z.enum(['web', 'mobile_web']).default('web'),
  })
  .strict();

/** Logging out always succeeds: the browser ends signed out either way. */
export const ZLoggedOut = z.object({ logged_out: z.literal(true) });

export const ZResetPasswordOtpBody = z.object({ email: ZEmail }).strict();
export const ZResetPasswordVerifyBody = z.object({ email: ZEmail, otp: ZOtp }).strict();
export const ZResetPasswordBody = z.object({ email: ZEmail, otp: ZOtp, new_password: ZPassword }).strict();

/** The new password typed twice; the second must match (it is never sent). */
export const ZNewPasswordForm = z.object({ new_password: ZPassword, confirm: z.string() }).superRefine(
  ...crossFieldRule<{ new_password: string; confirm: string }>(
    ['new_password', 'confirm'],
    (form, problem) => {
      if (form.confirm !== form.new_password) problem('confirm', fieldMessage('field.passwords_differ'));
    },
  ),
);
/** The reset code's lifetime, answered whether or not the address has an account. */
export const ZResetCodeSent = z.object({ expires_in_seconds: z.number().int() });
export const ZResetCodeChecked = z.object({ verified: z.literal(true) });
export const ZPasswordReset = z.object({ password_reset: z.literal(true) });

/** A code went out (or, for the reset flow, would have: the answer never tells whether an account exists). */
export const ZCodeSent = z.object({
  expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});
export type TCodeSent = z.infer<typeof ZCodeSent>;

/** The link's code (`<id>.<digits>`) or, when signed in, the six digits typed from the mail. */
export const ZEmailVerifyQuery = z.object({ code: z.string().trim().min(1).max(100) }).strict();
export const ZEmailVerified = z.object({ is_email_verify: z.literal(true) });

/** Cross-site hand-off: one use, valid for `expires_in_seconds`, never the session itself. */
export const ZHandOffTicket = z.object({ ticket: z.string(), expires_in_seconds: z.number().int() });
export const ZRedeemTicketBody = z.object({ ticket: z.string().min(1).max(200) }).strict();

export const ZFirstRegistration = z.object({ is_first_registration: z.boolean() });
