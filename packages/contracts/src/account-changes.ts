import { z } from 'zod';
import { ZCodeSent, ZEmail, ZOtp, ZPassword } from './accounts';
import { ZPhoneOtpSendBody } from './code-login';
import { fieldMessage } from './field-message';
import { crossFieldRule } from './field-rules';

/*
 * The Account tab of account settings (spec §2): change the email (code to the new address), the
 * phone (code by SMS), the password, and delete the account. Each change is confirmed by the
 * account's password or, for an account without one, by a code mailed to its current address.
 */

/** Empty strings and nulls from form fields mean 'not given'. */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Proof that the account's owner is at the keyboard: `current_password`, or `confirmation_otp`
 * (the code of POST …/account/confirmation-code) when the account has no password.
 */
const proof = {
  current_password: z.preprocess(
    blankAsMissing,
    z
      .string()
      .min(1, { message: fieldMessage('field.password_required') })
      .max(128)
      .optional(),
  ),
  confirmation_otp: z.preprocess(blankAsMissing, ZOtp.optional()),
};

/** How this account proves a change: its password, or a code mailed to its current address. */
export const accountConfirmations = ['password', 'email_code'] as const;

/** What the Account tab shows: the sign-in details and how changes are confirmed. */
export const ZAccountOverview = z.object({
  email: z.string(),
  is_email_verify: z.boolean(),
  /** E.164 ('+639171234567'), or null when the account has no number. */
  phone_num: z.string().nullable(),
  is_mobile_verified: z.boolean(),
  has_password: z.boolean(),
  confirmation: z.enum(accountConfirmations),
});
export type TAccountOverview = z.infer<typeof ZAccountOverview>;

/** The confirmation code went to the account's current address, shown partly hidden. */
export const ZConfirmationCodeSent = ZCodeSent.extend({ email_hint: z.string() });
export type TConfirmationCodeSent = z.infer<typeof ZConfirmationCodeSent>;

export const ZChangeEmailBody = z.object({ email: ZEmail, ...proof }).strict();
export type TChangeEmailBody = z.infer<typeof ZChangeEmailBody>;
export const ZChangeEmailVerifyBody = z.object({ email: ZEmail, otp: ZOtp }).strict();
export type TChangeEmailVerifyBody = z.infer<typeof ZChangeEmailVerifyBody>;

export const ZChangePhoneBody = ZPhoneOtpSendBody.extend(proof).strict();
export type TChangePhoneBody = z.infer<typeof ZChangePhoneBody>;
export const ZChangePhoneVerifyBody = ZPhoneOtpSendBody.extend({ otp: ZOtp }).strict();
export type TChangePhoneVerifyBody = z.infer<typeof ZChangePhoneVerifyBody>;

export const ZChangePasswordBody = z.object({ new_password: ZPassword, ...proof }).strict();
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;
/** The form: the proof, and the new password typed twice (the second is never sent). */
export const ZChangePasswordForm = z
  .object({ ...proof, new_password: ZPassword, confirm: z.string() })
  .superRefine(
    ...crossFieldRule<{ new_password: string; confirm: string }>(
      ['new_password', 'confirm'],
      (form, problem) => {
        if (form.confirm !== form.new_password) problem('confirm', fieldMessage('field.passwords_differ'));
      },
    ),
  );

/** Every other session of the account ended; this browser's stays open. */
export const ZPasswordChanged = z.object({
  password_changed: z.literal(true),
  other_sessions_ended: z.number().int(),
});
export type TPasswordChanged = z.infer<typeof ZPasswordChanged>;

/** The account's email address typed again, as the confirmation, with the proof. */
export const ZDeleteAccountBody = z.object({ email: ZEmail, ...proof }).strict();
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;
export const ZAccountDeleted = z.object({ deleted: z.literal(true) });
