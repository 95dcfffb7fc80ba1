import { describe, expect, it } from 'vitest';
import { experienceLevelOf } from './seeker-fit';

describe('experienceLevelOf', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('maps the years since working_since onto the xp_lvls entries', () => {
    expect(experienceLevelOf('2026-06-01', now)).toBe(2);
    expect(experienceLevelOf('2025-06-01', now)).toBe(3);
    expect(experienceLevelOf('2022-06-01', now)).toBe(4);
    expect(experienceLevelOf('2019-06-01', now)).toBe(5);
    expect(experienceLevelOf('2010-06-01', now)).toBe(6);
  });

  it('knows no level without a start date', () => {
    expect(experienceLevelOf(null, now)).toBeUndefined();
  });
});
