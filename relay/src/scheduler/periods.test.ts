import { describe, expect, it } from 'vitest';
import { lastEndedPeriod } from './periods';

describe('delivery periods (UTC)', () => {
  it('a daily period is the day before today', () => {
    expect(lastEndedPeriod('daily', new Date('2026-11-22T00:00:00Z'))).toEqual({
      key: 'daily:2026-11-21',
      start: new Date('2026-11-21T00:00:00Z'),
      end: new Date('2026-11-22T00:00:00Z'),
    });
    expect(lastEndedPeriod('daily', new Date('2026-11-22T23:59:59Z')).key).toBe('daily:2026-11-21');
  });

  it('a weekly period runs Monday to Monday and ends on the Monday before now', () => {
    // 2026-11-22 is a Sunday; 2026-11-23 a Monday.
    expect(lastEndedPeriod('weekly', new Date('2026-11-22T12:00:00Z'))).toEqual({
      key: 'weekly:2026-11-09',
      start: new Date('2026-11-09T00:00:00Z'),
      end: new Date('2026-11-16T00:00:00Z'),
    });
    expect(lastEndedPeriod('weekly', new Date('2026-11-23T00:00:00Z')).key).toBe('weekly:2026-11-16');
  });
});
