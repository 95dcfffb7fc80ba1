import { describe, expect, it } from 'vitest';
import { isOldEnough } from './basic-profile-rules';

describe('minimum age of 16', () => {
  it('counts whole years by the calendar', () => {
    expect(isOldEnough('2010-05-20', '2026-05-20')).toBe(true);
    expect(isOldEnough('2010-05-21', '2026-05-20')).toBe(false);
    expect(isOldEnough('1990-01-01', '2026-05-20')).toBe(true);
    expect(isOldEnough('2010-12-31', '2026-01-01')).toBe(false);
  });

  it('lets a 29 February birthday count from 1 March when the sixteenth year has no 29 February', () => {
    expect(isOldEnough('2008-02-29', '2024-02-28')).toBe(false);
    expect(isOldEnough('2008-02-29', '2024-02-29')).toBe(true);
    expect(isOldEnough('2084-02-29', '2100-02-28')).toBe(false);
    expect(isOldEnough('2084-02-29', '2100-03-01')).toBe(true);
  });
});
