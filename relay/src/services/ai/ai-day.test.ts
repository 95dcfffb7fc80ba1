import { describe, expect, it } from 'vitest';
import { aiDayOf, nextAiDay } from './ai-day';

describe('the AI day turns at 00:01 GMT+8', () => {
  it('counts 00:00 Singapore time as the day before and 00:01 as the new day', () => {
    // 2026-11-27 00:00:30 GMT+8 is 2026-11-26 16:00:30 UTC.
    expect(aiDayOf(new Date('2026-11-26T16:00:30Z'))).toBe('2026-11-26');
    expect(aiDayOf(new Date('2026-11-26T16:01:00Z'))).toBe('2026-11-27');
    expect(aiDayOf(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
  });

  it('names the next 00:01 GMT+8 as the reset', () => {
    expect(nextAiDay(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-11-27T16:01:00.000Z');
    expect(nextAiDay(new Date('2026-11-26T16:00:30Z')).toISOString()).toBe('2026-11-26T16:01:00.000Z');
  });
});
