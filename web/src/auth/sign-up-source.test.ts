import { describe, expect, it } from 'vitest';
import { signUpSource } from './sign-up-source';

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

describe('the sign-up source', () => {
  it('is free_resume after the free resume template page set its flag', () => {
    expect(signUpSource(storage({ isCreateFreeResume: '1' }))).toBe('free_resume');
  });

  it('is web otherwise, whatever else the storage holds', () => {
    expect(signUpSource(storage({}))).toBe('web');
    expect(signUpSource(storage({ isCreateFreeResume: 'yes' }))).toBe('web');
  });
});
