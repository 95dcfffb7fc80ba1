import { describe, expect, it } from 'vitest';
import { checkDescription, checkPeriod, isOldEnough, localToday, type Problems } from './profile-rules';

describe('profile rules (spec §5)', () => {
  it('lets a seeker in on their sixteenth birthday, not the day before', () => {
    expect(isOldEnough('2010-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2010-06-16', '2026-06-15')).toBe(false);
  });

  it('compares calendar dates, so a 29 February birthday needs 29 February', () => {
    expect(isOldEnough('2008-02-29', '2024-02-28')).toBe(false);
    expect(isOldEnough('2008-02-29', '2024-02-29')).toBe(true);
    expect(isOldEnough('2008-02-29', '2023-12-31')).toBe(false);
  });

  it('accepts no description or one of 10 to 4000 characters', () => {
    expect(checkDescription('')).toBeUndefined();
    expect(checkDescription('   ')).toBeUndefined();
    expect(checkDescription('0123456789')).toBeUndefined();
    expect(checkDescription('x'.repeat(4000))).toBeUndefined();
    expect(checkDescription('too short')?.key).toBe('field.description_length');
    expect(checkDescription('x'.repeat(4001))).toEqual({
      key: 'field.description_length',
      values: { description_min: 10, description_max: 4000 },
    });
  });

  it('wants a period to start before it ends, and not in the future', () => {
    const check = (start: string, end: string, ongoing = false) => {
      const problems: Problems = {};
      checkPeriod(problems, { start: 'from', end: 'to' }, { start, end, ongoing }, '2026-01-10');
      return problems;
    };
    expect(check('2020-01-01', '2021-01-01')).toEqual({});
    expect(check('2021-01-01', '2021-01-01').to?.key).toBe('field.start_before_end');
    expect(check('2021-01-01', '2020-01-01').to?.key).toBe('field.start_before_end');
    expect(check('2026-02-01', '', true)).toEqual({ from: { key: 'field.date_in_future' } });
    expect(check('2020-01-01', '', true)).toEqual({});
    expect(check('', '')).toEqual({ from: { key: 'field.required' }, to: { key: 'field.required' } });
  });

  it("writes today in the seeker's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
