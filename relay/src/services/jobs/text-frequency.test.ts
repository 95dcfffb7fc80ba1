import { describe, expect, it } from 'vitest';
import { surelyAtLeast } from './text-frequency';

describe('how many jobs a share from the statistics surely covers', () => {
  it('is the share itself when ANALYZE read the whole table', () => {
    expect(surelyAtLeast(0.6, 20_000, 21_000)).toBe(12_000);
  });

  it("is four standard errors of ANALYZE's 30,000-row sample below the share in a large table", () => {
    // 200,000 jobs, 186,456 active (the search bench): Malaysia's 'management' at 6.84% (12,754
    // jobs, 12,572 counted) is surely past the cap and a tenth more.
    const malaysia = surelyAtLeast(0.0684, 186_456, 200_000);
    expect(malaysia).toBeGreaterThan(11_000);
    expect(malaysia).toBeLessThan(12_000);
    // A million active jobs: 1.2% read from the sample may be 1.0%, so 12,000 is not sure past 10,000.
    expect(surelyAtLeast(0.012, 1_000_000, 1_000_000)).toBeLessThan(10_000);
    expect(surelyAtLeast(0.015, 1_000_000, 1_000_000)).toBeGreaterThan(11_000);
  });

  it('is never below none', () => {
    expect(surelyAtLeast(0.0001, 1_000_000, 1_000_000)).toBe(0);
  });
});
