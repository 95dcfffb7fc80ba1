import type { LanguageCode } from '@talkhire/config';
import type { TBasicProfile } from '@talkhire/contracts';
import type { WizardStepId } from './wizard-steps';

/** What every step gets from the wizard page. */
export interface WizardProps {
  language: LanguageCode;
  /** The `redirect` parameter the wizard was opened with, kept on every step. */
  redirect: string | null;
  /**
   * The basic profile as the last PATCH /me answered it. The relay has no read of it apart from
   * that answer, so the wizard keeps it while the seeker walks the steps.
   */
  profile: TBasicProfile | null;
  setProfile: (profile: TBasicProfile) => void;
  goTo: (step: WizardStepId) => void;
  /** The path of a step, for links. */
  pathOf: (step: WizardStepId) => string;
}
