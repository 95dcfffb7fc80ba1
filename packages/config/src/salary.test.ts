import { describe, expect, it } from 'vitest';
import {
  buildRangeOptions,
  localizedSalaryLabel,
  salaryFilterRanges,
  salaryLabel,
  salaryRangeFromLabel,
} from './salary';

describe('salary range labels (spec §5)', () => {
  it("reads 'Below 30K' as 0 to 30000", () => {
    expect(salaryRangeFromLabel('Below 30K')).toEqual({ from: 0, to: 30_000 });
  });
  it("reads 'Above 200K' as 200001 to 400000", () => {
    expect(salaryRangeFromLabel('Above 200K')).toEqual({ from: 200_001, to: 400_000 });
  });
  it("reads 'Above 100K' from 100001", () => {
    expect(salaryRangeFromLabel('Above 100K')?.from).toBe(100_001);
  });
  it("reads 'X K - Y K' as X*1000 to Y*1000, with or without spaces", () => {
    expect(salaryRangeFromLabel('30K - 50K')).toEqual({ from: 30_000, to: 50_000 });
    expect(salaryRangeFromLabel('50 K - 100 K')).toEqual({ from: 50_000, to: 100_000 });
    expect(salaryRangeFromLabel('1.5K-2K')).toEqual({ from: 1500, to: 2000 });
  });
  it('gives null for anything else', () => {
    expect(salaryRangeFromLabel('Negotiable')).toBeNull();
    expect(salaryRangeFromLabel('')).toBeNull();
  });
  it('writes the label back for every filter range', () => {
    for (const range of salaryFilterRanges) expect(salaryRangeFromLabel(salaryLabel(range))).toEqual(range);
  });
  it('localises the labels', () => {
    expect(localizedSalaryLabel({ from: 0, to: 30_000 }, 'ja')).toBe('30K未満');
    expect(localizedSalaryLabel({ from: 200_001, to: 400_000 }, 'es')).toBe('Más de 200K');
  });
});

describe('range options from from/to/interval', () => {
  it('steps by the interval with open ends', () => {
    expect(buildRangeOptions({ from: 30_000, to: 60_000, interval: 10_000 })).toEqual([
      { from: 0, to: 30_000 },
      { from: 30_000, to: 40_000 },
      { from: 40_000, to: 50_000 },
      { from: 50_000, to: 60_000 },
      { from: 60_001, to: 400_000 },
    ]);
  });
  it('scales the step once the upper bound passes the threshold', () => {
    const options = buildRangeOptions({
      from: 30_000,
      to: 200_000,
      interval: 10_000,
      scale: { above: 100_000, factor: 10 },
    });
    expect(options.at(-2)).toEqual({ from: 100_000, to: 200_000 });
    expect(options).toHaveLength(10);
  });
  it('gives nothing for an empty span', () => {
    expect(buildRangeOptions({ from: 5, to: 5, interval: 1 })).toEqual([]);
  });
});
