import { monthByName, monthNamePattern } from './month-names';

/** A resume's date: a year, and the month when the resume gives one. */
export interface ResumeDate {
  year: number;
  month: number | null;
}

/** A period found in a line, and the line without it (where a title or school often stands). */
export interface DateRange {
  start: ResumeDate;
  end: ResumeDate | null;
  /** 'Present', 'Actualidad', '至今', '現在'…: the period is still going on. */
  current: boolean;
  rest: string;
}

/** Words for 'until now' in the ten languages. */
const presentWords = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'actualidad',
  'presente',
  'actual',
  'hoy',
  'la fecha',
  'atual',
  'o momento',
  'momento',
  'sekarang',
  'kini',
  'saat ini',
  'hingga kini',
  'hingga sekarang',
  'günümüz',
  'gunumuz',
  'halen',
  'devam ediyor',
  'şu an',
  '至今',
  '现在',
  '現在',
  '現今',
  '迄今',
  '今',
  '在职',
  '在職',
  '現職',
  'الآن',
  'حتى الآن',
  'حاليا',
  'حالياً',
  'الحاضر',
  'حتى اليوم',
];

// Words end at Latin and Arabic letters; Chinese and Japanese run dates into the text around them.
const letterBefore = '(?<![A-Za-z\\u00C0-\\u024F\\u0600-\\u06FF0-9])';
const letterAfter = '(?![A-Za-z\\u00C0-\\u024F\\u0600-\\u06FF0-9])';
const year = '((?:19|20)\\d{2})';
const month2 = '(0?[1-9]|1[0-2])';

/** Each way of writing one date; the groups are read by `toDate` in this order. */
const datePatterns = [
  // 2020年4月, 2020 年 4 月
  `${year}\\s*年\\s*${month2}\\s*月?`,
  // Jan 2020, enero de 2020, jan/2020, Maret 2019, 4 de abril de 2020 (the day is dropped)
  `(?:\\d{1,2}\\s*(?:de\\s+)?)?(${monthNamePattern})\\.?\\s*(?:de\\s+|del\\s+|,|/|-)?\\s*${year}`,
  // 2019.03, 2019-03, 2019/03 (not followed by another -dd: a full date reads as its month)
  `${year}\\s*[./-]\\s*${month2}(?:\\s*[./-]\\s*\\d{1,2})?(?!\\d)`,
  // 03/2018, 03.2018, 3-2018
  `${month2}\\s*[./-]\\s*${year}`,
  // 2016 alone
  year,
];

const dateSource = `${letterBefore}(?:${datePatterns.map((p) => `(?:${p})`).join('|')})${letterAfter}`;
const presentSource = `${letterBefore}(?:${presentWords
  .sort((a, b) => b.length - a.length)
  .join('|')})${letterAfter}`;
/** What stands between the two ends: a dash of any kind, a tilde, or a word for 'to'. */
const separator =
  '\\s*(?:[-–—−~〜～―‐‑ー]+|to|until|till|a|al|hasta|até|ate|s\\.?/?d\\.?|sampai|hingga|hingga ke|ke|dan|ile|至|到|から|إلى|الى|حتى)?\\s*';

/** The same date forms without their groups, for the range pattern's own named groups. */
const bareDate = dateSource.replace(/\((?!\?)/g, '(?:');
const rangePattern = new RegExp(
  `(?<start>${bareDate})${separator}(?:(?<present>${presentSource})|(?<end>${bareDate}))?`,
  'giu',
);

/**
 * The first period of a line: two dates, or a date and 'present', or a single date (a year of
 * graduation, a one-month job), in any of the ten languages' usual forms.
 */
export function findDateRange(line: string): DateRange | null {
  rangePattern.lastIndex = 0;
  for (let match = rangePattern.exec(line); match; match = rangePattern.exec(line)) {
    const groups = match.groups ?? {};
    const start = readDate(groups.start ?? '');
    if (!start) continue;
    const current = groups.present !== undefined;
    const end = groups.end ? readDate(groups.end) : null;
    // A single year next to other text is often a number, not a period ('2000 users'): keep it
    // only when it stands alone or is a graduation year in brackets or after a comma.
    if (!current && !end && start.month === null && !isLoneYear(line, match.index, match[0])) continue;
    const rest = `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`;
    return { start, end, current, rest: tidyRest(rest) };
  }
  return null;
}

/** One date as written: its year and, when given, its month. */
export function readDate(text: string): ResumeDate | null {
  const match = new RegExp(`^${dateSource}$`, 'iu').exec(text.trim());
  if (!match) return null;
  const [, cjkYear, cjkMonth, monthName, namedYear, isoYear, isoMonth, usMonth, usYear, onlyYear] = match;
  if (cjkYear) return { year: Number(cjkYear), month: Number(cjkMonth) };
  if (monthName) {
    // Turkish capitals lower differently ('ARALIK' → 'aralık'), so both spellings are tried.
    const month =
      monthByName.get(monthName.toLowerCase()) ?? monthByName.get(monthName.toLocaleLowerCase('tr'));
    return month === undefined ? null : { year: Number(namedYear), month };
  }
  if (isoYear) return { year: Number(isoYear), month: Number(isoMonth) };
  if (usYear) return { year: Number(usYear), month: Number(usMonth) };
  if (onlyYear) return { year: Number(onlyYear), month: null };
  return null;
}

/** The first day of the date's month (or year): the profile keeps calendar dates. */
export function toCalendarDate(date: ResumeDate): string {
  return `${date.year}-${String(date.month ?? 1).padStart(2, '0')}-01`;
}

function isLoneYear(line: string, index: number, matched: string): boolean {
  const before = line.slice(0, index).trim();
  const after = line.slice(index + matched.length).trim();
  if (before === '' || after === '') return true;
  return /[(,|·•]$/.test(before) || /^[),|]/.test(after);
}

/** The text left once the period is taken out, without the brackets and dashes that framed it. */
function tidyRest(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]|（\s*）/g, ' ')
    .replace(/\s{2,}/g, '  ')
    .replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—(-]+$/g, '')
    .trim();
}
