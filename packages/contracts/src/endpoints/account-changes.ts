import { smsDialCodeByRegion, smsPhoneFormatCode } from '@talkhire/config';
import {
  ZAccountDeleted,
  ZAccountOverview,
  ZChangeEmailBody,
  ZChangeEmailVerifyBody,
  ZChangePasswordBody,
  ZChangePhoneBody,
  ZChangePhoneVerifyBody,
  ZConfirmationCodeSent,
  ZDeleteAccountBody,
  ZPasswordChanged,
} from '../account-changes';
import { ZCodeSent } from '../accounts';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZSessionUser } from '../session';

const { tooManyAttempts, wrongOtp, otpUsed, otpExpired } = errorCodes;
const codeRefusals = [wrongOtp, otpUsed, otpExpired];
/**
 * A wrong current password is spec §8's 'invalid credential', answered 422 (which §8 allows for
 * it): a 401 would sign the seeker out of the page they are changing it on.
 */
const proofRefusals = [{ code: errorCodes.incorrectCredentials, status: 422 }, ...codeRefusals];
/** Spec §8: text that is no phone number, or a number not valid for its SMS country (41348+). */
const phoneRefusals = [
  errorCodes.phoneWrongAlt,
  ...Object.keys(smsDialCodeByRegion).flatMap((region) => smsPhoneFormatCode(region) ?? []),
];

/**
 * The Account tab of account settings (spec §2). Spec §7 names no path for these, so they sit
 * under the job seeker service's `/account/…`. A change of email or phone is proven by a code sent
 * to the new address or number; every change is confirmed by the password, or by a code mailed to
 * the current address when the account has none.
 */
export const accountChangesEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/jobseekers/account',
    summary: "The seeker's sign-in details (email, phone, whether a password is set) for the Account tab.",
    auth: 'seeker',
    response: ZAccountOverview,
    errors: [],
  }),
  confirmationCode: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/confirmation-code',
    summary: 'Mail a code to the current address that confirms a change, for an account without a password.',
    auth: 'seeker',
    response: ZConfirmationCodeSent,
    errors: [tooManyAttempts],
  }),
  emailCode: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/email/send-code',
    summary: 'Send a six-digit code to the new email address (41038 when another account uses it).',
    auth: 'seeker',
    body: ZChangeEmailBody,
    response: ZCodeSent,
    errors: [tooManyAttempts, errorCodes.emailTakenAlt, ...proofRefusals],
  }),
  emailVerify: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/email/verify',
    summary:
      'Change the email with the code sent to it: verified, `user` cookie rewritten, the old address told.',
    auth: 'seeker',
    body: ZChangeEmailVerifyBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, errorCodes.emailTakenAlt, ...codeRefusals],
  }),
  phoneCode: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/phone/send-code',
    summary: 'Send a six-digit code by SMS to the new number (41173 when another account verified it).',
    auth: 'seeker',
    body: ZChangePhoneBody,
    response: ZCodeSent,
    errors: [tooManyAttempts, errorCodes.phoneTakenAlt, ...phoneRefusals, ...proofRefusals],
  }),
  phoneVerify: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/phone/verify',
    summary: 'Change the phone number with the SMS code: verified, `user` cookie rewritten.',
    auth: 'seeker',
    body: ZChangePhoneVerifyBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, errorCodes.phoneTakenAlt, ...phoneRefusals, ...codeRefusals],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/password',
    summary: 'Change (or, without one, set) the password; every other session of the account ends.',
    auth: 'seeker',
    body: ZChangePasswordBody,
    response: ZPasswordChanged,
    errors: [tooManyAttempts, ...proofRefusals],
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/jobseekers/account/delete',
    summary:
      'Delete the account: personal data removed (anonymised where a Boss keeps the chat), sessions ended, cookies cleared.',
    auth: 'seeker',
    body: ZDeleteAccountBody,
    response: ZAccountDeleted,
    errors: [tooManyAttempts, ...proofRefusals],
  }),
};
