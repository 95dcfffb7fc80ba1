import { z } from 'zod';
import { localTextKey } from '../ui/local-store';

/**
 * Spec §4 step 5: local-storage flags that only live until the profile is complete (set by the
 * resume-creation, free-resume, quick-upload and register flows). The spellings are the spec's.
 */
export const profileCompletionFlags = [
  'isFromCreateResume',
  'isCreateFreeResume',
  'quickUpladResume',
  'isRegisterModuleRedirect',
] as const;

export function clearProfileCompletionFlags(storage?: Pick<Storage, 'removeItem'>): void {
  for (const flag of profileCompletionFlags) localTextKey(flag, z.string()).remove(storage);
}
