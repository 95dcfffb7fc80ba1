/**
 * The numeric code dictionary of spec §8. Each code has the HTTP status the relay answers with;
 * its message lives in the i18n package (file id 6, namespace `errors`) in all ten languages.
 */
export const errorCodes = {
  success: 0,
  // Generic
  parameterInvalid: 40001,
  incorrectCredentials: 40002,
  credentialsNotProvided: 40003,
  notFound: 40004,
  noPermission: 40005,
  tooManyAttempts: 40006,
  // Account
  emailTaken: 41001,
  emailTakenAlt: 41038,
  phoneTaken: 41039,
  phoneTakenAlt: 41173,
  wrongOtp: 41040,
  otpUsed: 41042,
  otpExpired: 41043,
  accountSuspended: 41044,
  accountSuspendedAlt: 41047,
  accountSuspendedAlt2: 41347,
  invalidSocialCredentials: 41052,
  invalidSocialCredentials2: 41053,
  invalidSocialCredentials3: 41054,
  invalidSocialCredentials4: 41055,
  invalidSocialCredentials5: 41271,
  invalidSocialCredentials6: 41272,
  emailOrCodeWrong: 41056,
  phoneWrong: 41234,
  phoneWrongAlt: 41236,
  identityMismatch: 41274,
  emailAlreadyRegistered: 48905,
  // File
  fileOver20Mb: 41007,
  fileOver5Mb: 41174,
  fileTypeNotSupported: 41175,
  fileTypeNotSupportedAlt: 41264,
  imageOver500Kb: 41176,
  videoTypeNotSupported: 41265,
  tooManyVideoResumes: 41245,
  tooManyResumes: 41170,
  tooManyResumeCopies: 41254,
  // AI
  aiQuotaExceeded: 41275,
  aiUnavailable: 41280,
  resumeParsingFailed: 41281,
  avatarGenerationError: 41291,
  avatarDailyLimit: 41292,
  insufficientProfileForAnalysis: 41311,
  insufficientProfileForAnalysisAlt: 41312,
  analysisInProgress: 41313,
  analysisCreditExhausted: 41314,
  quotaExceeded: 41316,
  quotaExceededAlt: 41317,
  insufficientProfileForWriting: 41318,
  insufficientProfileForWritingAlt: 41319,
  // Profile and chat
  tooManyCommonPhrases: 41181,
  tooManyGreetingMessages: 41343,
  noContactInMessages: 41344,
  tooManyRemotePreferences: 41262,
  tooManyOnsitePreferences: 41263,
  cannotDeleteLastPreference: 41341,
  tooManySkills: 41288,
  skillTooLong: 41297,
  duplicateJobAlert: 41279,
  cannotChatWithYourself: 41140,
  cannotReportYourself: 41284,
  cannotDeleteAutoSendResume: 41186,
  // Chat actions, interviews and offers (the spec does not list its codes; these are ours)
  chatActionsLocked: 41420,
  interviewTimeRequired: 41421,
  reasonRequired: 41422,
  interviewCancelTooLate: 41423,
  checkInNotAllowed: 41424,
  interviewResultAbsent: 41425,
  interviewResultNotYet: 41426,
  interviewNoShowBan: 41427,
  chatActionNoLongerPossible: 41428,
  interviewSlotPassed: 41429,
  interviewResultAlreadyRequested: 41430,
  // Identity verification (issue 15; the spec does not list its codes)
  identityUnavailable: 41431,
  identityLoginMissing: 41432,
  // Server
  internalError: 50001,
  resumeUploadFailed: 50002,
  chatCreationFailed: 50016,
} as const;

export type ErrorCodeName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorCodeName] | PhoneFormatCode;

/** Spec §8: 41348 to 41415 are the country-specific phone format messages. */
export const phoneFormatCodeRange = { first: 41348, last: 41415 } as const;
export type PhoneFormatCode = number & { readonly __phoneFormat?: true };

export function isPhoneFormatCode(code: number): code is PhoneFormatCode {
  return code >= phoneFormatCodeRange.first && code <= phoneFormatCodeRange.last;
}

const statusByCode: Partial<Record<number, number>> = {
  [errorCodes.parameterInvalid]: 422,
  [errorCodes.incorrectCredentials]: 401,
  [errorCodes.credentialsNotProvided]: 401,
  [errorCodes.notFound]: 404,
  [errorCodes.noPermission]: 403,
  [errorCodes.tooManyAttempts]: 429,
  [errorCodes.emailTaken]: 422,
  [errorCodes.emailTakenAlt]: 422,
  [errorCodes.phoneTaken]: 422,
  [errorCodes.phoneTakenAlt]: 422,
  [errorCodes.accountSuspended]: 403,
  [errorCodes.accountSuspendedAlt]: 403,
  [errorCodes.accountSuspendedAlt2]: 403,
  [errorCodes.emailAlreadyRegistered]: 409,
  [errorCodes.fileOver20Mb]: 413,
  [errorCodes.fileOver5Mb]: 413,
  [errorCodes.imageOver500Kb]: 413,
  [errorCodes.fileTypeNotSupported]: 415,
  [errorCodes.fileTypeNotSupportedAlt]: 415,
  [errorCodes.videoTypeNotSupported]: 415,
  [errorCodes.aiQuotaExceeded]: 429,
  [errorCodes.avatarDailyLimit]: 429,
  [errorCodes.quotaExceeded]: 429,
  [errorCodes.quotaExceededAlt]: 429,
  [errorCodes.aiUnavailable]: 503,
  [errorCodes.internalError]: 500,
  [errorCodes.resumeUploadFailed]: 500,
  [errorCodes.chatCreationFailed]: 500,
  [errorCodes.duplicateJobAlert]: 409,
  [errorCodes.analysisInProgress]: 409,
  [errorCodes.chatActionNoLongerPossible]: 409,
  [errorCodes.interviewResultAlreadyRequested]: 409,
  [errorCodes.interviewNoShowBan]: 403,
  [errorCodes.chatActionsLocked]: 403,
  [errorCodes.identityUnavailable]: 503,
};

/** The HTTP status a code is answered with; business-rule refusals default to 422. */
export function httpStatusOf(code: number): number {
  return statusByCode[code] ?? 422;
}

/** Every code of the catalogue, phone format codes included: the i18n parity test walks it. */
export function allErrorCodes(): number[] {
  const phone: number[] = [];
  for (let c = phoneFormatCodeRange.first; c <= phoneFormatCodeRange.last; c++) phone.push(c);
  return [...new Set(Object.values(errorCodes).filter((c) => c !== 0)), ...phone];
}
