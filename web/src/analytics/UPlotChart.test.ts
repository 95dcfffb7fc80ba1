import { describe, expect, it } from 'vitest';
import { barOptions, countSteps } from './UPlotChart';

describe('bar chart axes', () => {
  it('counts people and searches in whole numbers only', () => {
    const [, counts] = barOptions(['landing', 'sign-up'], [{ label: 'People', color: '#000' }]).axes;
    expect(counts).toEqual({ incrs: countSteps });
    expect(countSteps.every(Number.isInteger)).toBe(true);
    expect(countSteps.slice(0, 4)).toEqual([1, 2, 5, 10]);
    expect(countSteps.at(-1)).toBeGreaterThanOrEqual(1e9);
  });

  it('writes rates in their own format, wide enough for 100.0%', () => {
    const [, rates] = barOptions(['1'], [{ label: 'CTR', color: '#000' }], (v) => `${v}%`).axes;
    expect(rates).toMatchObject({ size: 64 });
    expect(rates).not.toHaveProperty('incrs');
  });
});
