import { describe, expect, it } from 'vitest';
import { clearProfileCompletionFlags } from './temporary-flags';

describe('finishing', () => {
  it("removes the spec's temporary local-storage flags", () => {
    const removed: string[] = [];
    clearProfileCompletionFlags({ removeItem: (key) => removed.push(key) });
    expect(removed).toEqual([
      'isFromCreateResume',
      'isCreateFreeResume',
      'quickUpladResume',
      'isRegisterModuleRedirect',
    ]);
  });
});
