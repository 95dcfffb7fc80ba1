import { describe, expect, it } from 'vitest';
import { readAmount } from './CurrencyConverterPage';

describe('the converter’s amount', () => {
  it('reads digits with thousands commas and up to six decimals', () => {
    expect(readAmount(' 1,500.25 ')).toBe(1500.25);
    expect(readAmount('0')).toBe(0);
    expect(readAmount('12.')).toBe(12);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '-5', '1e9', '1.2.3', '12345678901234'])
      expect(readAmount(typed), typed).toBeNull();
  });
});
