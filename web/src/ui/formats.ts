import { editionNames, type LanguageCode, languageByCode } from '@talkhire/config';

/**
 * One Intl formatter per kind of value, per language: every screen shows a time of day, a date,
 * an amount or a count the same way ("8:31 PM" everywhere, never "08:31 PM" on one screen).
 * Formatters are built once per language and kept.
 */
export interface Formats {
  /** A time of day: '8:31 PM'. */
  time(at: Date | string): string;
  /** A date: 'Nov 26, 2026'. */
  date(at: Date | string): string;
  /** A date with its time of day: 'Nov 26, 2026, 8:31 PM'. */
  dateTime(at: Date | string): string;
  /** A date with its time of day in a given zone, named: 'Tue, Dec 1, 2026, 10:00 AM GMT+8'. */
  zonedDateTime(at: Date | string, timeZone: string): string;
  /** A calendar date ('YYYY-MM-DD', no time zone): 'Jan 4, 2027'. */
  calendarDate(isoDate: string): string;
  /** A calendar date ('YYYY-MM-DD', no time zone) as month and year: 'Nov 2026'. */
  month(isoDate: string): string;
  /** A count in the language's digits. */
  count(value: number): string;
  /** A share (0.87 → '87%'). */
  percent(value: number): string;
  /** Whole units of a currency (key such as 'php'). */
  money(amount: number, currency: string): string;
  /** A range of whole units: '₱30,000–₱50,000'. */
  moneyRange(from: number, to: number, currency: string): string;
  /** How long ago, in words: 'yesterday', '3 hours ago'. */
  ago(at: Date | string, now?: Date): string;
  /** A file size: '1.5 MB'. */
  fileSize(bytes: number): string;
  /** A country or region by its ISO code ('PH' → 'Philippines'). */
  region(code: string): string;
  /** Names side by side, without 'and' or 'or': 'Singapore Citizen, Singapore PR'. */
  list(names: readonly string[]): string;
}

const cache = new Map<string, Formats>();

/** `timeZone`: where times are shown; the browser's own when absent. */
export function formatsFor(language: LanguageCode, timeZone?: string): Formats {
  const key = `${language} ${timeZone ?? ''}`;
  let formats = cache.get(key);
  if (!formats) {
    formats = build(languageByCode(language).intl, timeZone);
    cache.set(key, formats);
  }
  return formats;
}

function build(locale: string, timeZone: string | undefined): Formats {
  const zone = timeZone ? { timeZone } : {};
  // Each formatter is made on first use: making one loads locale data, and a page uses few.
  const time = once(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone }));
  const date = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...zone }));
  const dateTime = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zone }),
  );
  const month = once(
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  const calendarDate = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  const inZone = byKey(
    (timeZone) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }),
  );
  const count = once(() => new Intl.NumberFormat(locale));
  const percent = once(() => new Intl.NumberFormat(locale, { style: 'percent' }));
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const regions = once(() => new Intl.DisplayNames([locale], { type: 'region' }));
  const names = once(() => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }));
  // By upper-case code: 'php' and 'PHP' are one format.
  const currencyByCode = byKey(
    (code) => new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 0 }),
  );
  const currency = (key: string) => currencyByCode(key.toUpperCase());
  const rangeByCode = byKey((code) => fastRange(currencyByCode(code)));
  const sizes = once(() =>
    (['byte', 'kilobyte', 'megabyte'] as const).map(
      (unit) =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit,
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        }),
    ),
  );
  // A list page formats the same few salary ranges many times.
  const ranges = new Map<string, string>();
  return {
    time: (at) => time().format(new Date(at)),
    date: (at) => date().format(new Date(at)),
    dateTime: (at) => dateTime().format(new Date(at)),
    zonedDateTime: (at, timeZone) => inZone(timeZone).format(new Date(at)),
    calendarDate: (isoDate) => calendarDate().format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    month: (isoDate) => month().format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    count: (value) => count().format(value),
    percent: (value) => percent().format(value),
    money: (amount, key) => currency(key).format(amount),
    moneyRange: (from, to, key) => {
      const id = `${from} ${to} ${key}`;
      let text = ranges.get(id);
      if (text === undefined) {
        text = rangeByCode(key.toUpperCase())(from, to);
        // The server keeps these formats for every request: the memo stays a page's worth.
        if (ranges.size >= 500) ranges.clear();
        ranges.set(id, text);
      }
      return text;
    },
    ago: (at, now = new Date()) => {
      const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
      for (const [unit, size] of agoUnits)
        if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), unit);
      return relative().format(0, 'minute');
    },
    fileSize: (bytes) => {
      let value = bytes;
      let unit = 0;
      const units = sizes();
      while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return (units[unit] ?? count()).format(value);
    },
    // Editions by the written-out names: ICU builds differ, and server and browser must agree.
    region: (code) => editionNames[locale]?.[code.toLowerCase()] ?? regions().of(code.toUpperCase()) ?? code,
    list: (items) => names().format(items),
  };
}

/** The value `make` returns for a key, made on the key's first call only. */
function byKey<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** The value `make` returns, made on the first call only. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

const agoUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The browser's own time zone, as the server is told it (the `tz` cookie). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A time zone name as Intl spells it, or null when Intl does not know it. */
export function knownTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * `format.formatRange`, about ten times faster: ICU's range formatting costs ~0.1–0.2 ms a call,
 * a visible part of hydrating a page of job cards on a phone. The range is the same pattern for
 * any two amounts (where the currency goes, the dash and its spaces), so it is read once from
 * a sample range and the amounts' digits are put into it; what the pattern cannot say (equal
 * amounts, which ICU marks as approximate, or a reversed range) goes to ICU itself.
 * formats.test.ts compares both for every language and edition currency.
 */
function fastRange(format: Intl.NumberFormat): (from: number, to: number) => string {
  const slow = (from: number, to: number) => format.formatRange(from, to);
  const [low, high] = [1_234, 5_678];
  const sample = format.formatRange(low, high);
  const [lowDigits, highDigits] = [digitsOf(format, low), digitsOf(format, high)];
  const start = sample.indexOf(lowDigits);
  const end = sample.indexOf(highDigits, start + lowDigits.length);
  if (start < 0 || end < 0) return slow;
  const [head, middle, tail] = [
    sample.slice(0, start),
    sample.slice(start + lowDigits.length, end),
    sample.slice(end + highDigits.length),
  ];
  return (from, to) => {
    const [a, b] = [digitsOf(format, from), digitsOf(format, to)];
    return a === b || from > to ? slow(from, to) : head + a + middle + b + tail;
  };
}

/** An amount's number as the format writes it, without currency, sign or spacing. */
function digitsOf(format: Intl.NumberFormat, amount: number): string {
  let digits = '';
  for (const part of format.formatToParts(amount)) if (numberParts.has(part.type)) digits += part.value;
  return digits;
}
const numberParts = new Set<Intl.NumberFormatPartTypes>(['integer', 'group', 'decimal', 'fraction']);
