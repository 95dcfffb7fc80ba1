import { describe, expect, it } from 'vitest';
import { recruiterActivity } from './recruiter-activity';

const now = new Date(2026, 10, 22, 18, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('recruiterActivity', () => {
  it('names the spec states from the last activity', () => {
    expect(recruiterActivity(ago(60_000), now)).toBe('online');
    expect(recruiterActivity(ago(30 * 60_000), now)).toBe('active_just_now');
    expect(recruiterActivity(ago(3 * 3_600_000), now)).toBe('today');
    expect(recruiterActivity(ago(3 * 86_400_000), now)).toBe('this_week');
    expect(recruiterActivity(ago(20 * 86_400_000), now)).toBe('this_month');
    expect(recruiterActivity(ago(40 * 86_400_000), now)).toBeNull();
  });
});
