import { describe, expect, it } from 'vitest';
import { ZCalendarDate, ZInstant } from './calendar-date';
import { fieldMessageOf } from './field-message';

describe('calendar dates', () => {
  it('takes real days from 1900 to 2100', () => {
    for (const day of ['1900-01-01', '2000-02-29', '2026-11-22', '2100-12-31'])
      expect(ZCalendarDate.safeParse(day).success, day).toBe(true);
  });

  it('refuses days that do not exist and years no profile can mean', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '2026-13-01',
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
    ])
      expect(ZCalendarDate.safeParse(day).success, day).toBe(false);
  });

  it('names the range in the refusal, so the message can say it', () => {
    const issue = ZCalendarDate.safeParse('0000-01-01').error?.issues[0];
    expect(issue && fieldMessageOf(issue)).toEqual({
      key: 'field.date_out_of_range',
      values: { minimum: 1900, maximum: 2100 },
    });
  });

  it('holds instants to the same years, whatever their offset', () => {
    expect(ZInstant.safeParse('2026-01-01T09:00:00+08:00').success).toBe(true);
    expect(ZInstant.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(ZInstant.safeParse('2100-12-31T23:00:00-05:00').success).toBe(false);
  });
});
