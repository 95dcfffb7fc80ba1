import { editions, languageByCode, languageCodes } from '@talkhire/config';
import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';

describe('formats', () => {
  const en = formatsFor('en');

  it('writes a time of day one way, without a leading zero', () => {
    expect(en.time('2026-11-26T20:31:00')).toBe('8:31 PM');
    expect(en.dateTime('2026-11-26T08:05:00')).toMatch(/^Nov 26, 2026, 8:05\sAM$/);
  });

  it('keeps calendar dates on their day whatever the time zone', () => {
    expect(en.month('2024-01-01')).toBe('Jan 2024');
  });

  it('shows amounts in the currency, whole units, single or as a range', () => {
    expect(en.money(4000, 'sgd')).toMatch(/^SGD\s4,000$/);
    expect(en.moneyRange(30000, 50000, 'php')).toMatch(/₱30,000\s*[–-]\s*₱50,000/);
    expect(formatsFor('ja').money(300000, 'jpy')).toContain('300,000');
  });

  it('writes a salary range as ICU does, in every language and edition currency', () => {
    const pairs = [
      [1, 2],
      [999, 1_000],
      [1_000, 10_000],
      [30_000, 50_000],
      [45_000, 45_000.4],
      [2_500_000, 12_000_000],
      [15_000_000, 250_000_000],
      [50_000, 30_000],
    ];
    const mismatches: string[] = [];
    for (const language of languageCodes) {
      const formats = formatsFor(language);
      for (const { currency } of editions) {
        const icu = new Intl.NumberFormat(languageByCode(language).intl, {
          style: 'currency',
          currency: currency.toUpperCase(),
          maximumFractionDigits: 0,
        });
        for (const [from, to] of pairs) {
          const [ours, theirs] = [formats.moneyRange(from!, to!, currency), icu.formatRange(from!, to!)];
          if (ours !== theirs) mismatches.push(`${language} ${currency} ${from}–${to}: ${ours} / ${theirs}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('says how long ago in words of the language', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(en.ago('2026-11-22T11:59:30Z', now)).toBe('this minute');
    expect(en.ago('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(en.ago('2026-11-21T12:00:00Z', now)).toBe('yesterday');
    expect(en.ago('2026-11-08T12:00:00Z', now)).toBe('2 weeks ago');
  });

  it('sizes files in bytes, kB and MB', () => {
    expect(en.fileSize(512)).toBe('512 byte');
    expect(en.fileSize(1536)).toBe('1.5 kB');
    expect(en.fileSize(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('writes dates, shares, counts and region names of the language', () => {
    expect(en.date('2026-11-26T12:00:00')).toBe('Nov 26, 2026');
    expect(en.percent(0.87)).toBe('87%');
    expect(en.count(1234567)).toBe('1,234,567');
    expect(en.region('ph')).toBe('Philippines');
    expect(formatsFor('ja').region('PH')).toBe('フィリピン');
  });

  it('gives one set of formatters per language', () => {
    expect(formatsFor('en')).toBe(en);
    expect(formatsFor('ar')).not.toBe(en);
  });
});
