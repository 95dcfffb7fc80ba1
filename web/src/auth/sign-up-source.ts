import type { Source } from '@talkhire/config';
import { z } from 'zod';
import { localTextKey } from '../ui/local-store';

/**
 * Spec §4's flag the free resume template page sets for a visitor who picked a template; the
 * profile wizard clears it when the profile is complete.
 */
export const freeResumeFlag = localTextKey('isCreateFreeResume', z.literal('1'));

/**
 * Spec §9 sources: a sign-up that started on the free resume template page is counted as
 * `free_resume`, every other sign-up from this site as `web`.
 */
export function signUpSource(storage?: Pick<Storage, 'getItem'>): Source {
  return freeResumeFlag.read(storage) ? 'free_resume' : 'web';
}
