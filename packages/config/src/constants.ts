/** Business constants and limits of spec §9. */
export const pageSizes = {
  jobList: 30,
  similarJobs: 5,
  homeRecommendation: 21,
  jobTitleSuggestions: 5,
} as const;

export const sortOrders = { relevance: 1, newest: 2, highestSalary: 3 } as const;
/** Spec §9: default sort is 1, or 2 when a search query exists. */
export function defaultSort(query: string | undefined): number {
  return query?.trim() ? sortOrders.newest : sortOrders.relevance;
}

export const cookieLifetimeMs = 2_592_000_000;
export const identityCookieLifetimeMs = 259_200_000;
export const loadingIndicatorDelayMs = 3000;
export const defaultDebounceMs = 1000;
export const userAgentMaxLength = 500;

export const sources = ['quick_apply', 'sign_up', 'web', 'mobile_web', 'jobalert', 'free_resume'] as const;
export type Source = (typeof sources)[number];

export const salaryBounds = { low: 30_000, mid: 100_000, high: 200_000, cap: 400_000 } as const;

export const dialogWidths = { confirmInformation: 600, success: 420 } as const;

export const limits = {
  resumeBytes: 5 * 1024 * 1024,
  resumeBytesLargeModal: 30 * 1024 * 1024,
  resumeFiles: 3,
  resumeDrafts: 5,
  videoBytes: 30 * 1024 * 1024,
  videoSeconds: 180,
  videoFiles: 3,
  avatarBytes: 10 * 1024 * 1024,
  minimumAgeYears: 16,
  descriptionMin: 10,
  descriptionMax: 4000,
  nameMax: 50,
  phoneMax: 15,
  skillsMax: 10,
  skillLengthMax: 50,
  commonPhrasesMax: 20,
  greetingMessagesMax: 10,
  remotePreferencesMax: 3,
  onsitePreferencesMax: 3,
  otpLength: 6,
  chatHistoryDays: 30,
  interviewSlotsMax: 3,
  interviewCancelHoursBefore: 3,
  avatarsPerDay: 5,
  /** Spec §9 'AI resume analysis limited per day': analyses a seeker may start per AI day (00:01 GMT+8). */
  resumeAnalysesPerDay: 3,
  inviteBatchMax: 10,
  /** Spec §9 'Resume refresh feature granted free for 7 days': how long a refresh keeps a resume first in Bosses' lists. */
  resumeRefreshDays: 7,
} as const;

/** Spec §3: the seeker's display fields kept in the readable `user` cookie, never a secret. */
export const sessionUserFields = [
  'active_key',
  'id',
  'first_name',
  'last_name',
  'email',
  'phone_num',
  'is_mobile_verified',
  'avatar',
  'additional_info',
  'is_email_verify',
  'notice_period_id',
  'is_profile_completed',
  // Spec §4's "needs update", which sign-in reads with is_profile_completed.
  'profile_needs_update',
  'longitude',
  'latitude',
  'is_new_account',
  'register_flow',
  'chat_flow',
] as const;

/** Spec §9: the translation cache lives under a key of its own for the seeker site. */
export const translationCacheKey = 'talkhire_jobseeker_translations';
