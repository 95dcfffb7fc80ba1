import type { TApplication, TExternalJobClick, TResume, TSessionUser } from '@talkhire/contracts';
import type { ApiFailureLike } from '../failure';

export interface QuickApplyInput {
  jobId: number;
  /** The employer's own application page, when the job takes applications there. */
  externalApplyUrl: string | null;
  /** Spec §4: on 'mobile_web' the external link opens in the same window. */
  source: 'web' | 'mobile_web';
}

/** The sign-up part of the dialog; the page adds the rest of the spec §3 registration payload. */
export interface QuickApplyRegistration {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
}

/** The chosen resume file: its name and size for the spec §5 checks, the file itself opaque. */
export interface ResumeChoice {
  name: string;
  size: number;
  file: unknown;
}

export interface ApplyInput {
  jobId: number;
  firstMessage: string;
}

export type QuickApplyEvent =
  | {
      type: 'QUICK_APPLY.SUBMIT';
      registration: QuickApplyRegistration;
      resume: ResumeChoice;
      firstMessage: string;
    }
  /** Try the failed step again (the account already exists: never register twice). */
  | { type: 'QUICK_APPLY.RETRY' }
  /** After a failed upload: another file, uploaded at once. */
  | { type: 'QUICK_APPLY.CHOOSE_RESUME'; resume: ResumeChoice };

export type QuickApplyOutcome =
  | { kind: 'applied'; user: TSessionUser; application: TApplication }
  /** Open `url`: in this window when `sameWindow`, otherwise in a new one and reload this page. */
  | { kind: 'external'; user: TSessionUser; url: string; sameWindow: boolean };

export type QuickApplyError =
  | { kind: 'resumeInvalid'; reason: 'type' | 'size' }
  | { kind: 'registerFailed'; failure: ApiFailureLike }
  | { kind: 'uploadFailed'; failure: ApiFailureLike }
  | { kind: 'applyFailed'; failure: ApiFailureLike };

export type { TApplication, TExternalJobClick, TResume };
