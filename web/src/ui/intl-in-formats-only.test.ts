import { describe, expect, it } from 'vitest';

/** Every source file of the web app, by its path from the web folder. */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Formatters of dates, numbers, times and names; Intl.Collator sorts and may be used anywhere. */
const formatter =
  /\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat|DisplayNames|ListFormat)\b|\.toLocale(Date|Time)?String\(/;
// formats.test.ts checks formats.ts against ICU's own formatters.
const allowed = new Set([
  '/src/ui/formats.ts',
  '/src/ui/formats.test.ts',
  '/src/ui/intl-in-formats-only.test.ts',
]);

describe('formatting', () => {
  it('reads the source of the whole app', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('builds Intl formatters only in ui/formats.ts, so each kind of value reads one way', () => {
    const offenders = Object.entries(sources)
      .filter(([path, text]) => !allowed.has(path) && formatter.test(text))
      .map(([path]) => path);
    expect(offenders, 'use formatsFor(language) or useFormats() from ui/formats').toEqual([]);
  });
});
